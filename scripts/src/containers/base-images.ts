// Base images for a machine that cannot pull any: Debian from mmdebstrap, a Node 24 image standing
// in for node:24-bookworm-slim, and stand-ins for the Postgres, NATS, MinIO and maildev images the
// compose file names (containers/stand-ins/, swapped in by containers/compose.stand-ins.yml).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureNode24 } from '../test-run/node24';
import { REPO_ROOT } from './paths';
import { CACHE_DIR, ContainerSetupError, imageExists, podmanOrThrow } from './podman';
import { runCaptured } from '../runner/run-captured';

export const DEBIAN_IMAGE = 'localhost/groupmap/debian:bookworm';
/** Passed to every Dockerfile as NODE_IMAGE in place of node:24-bookworm-slim. */
export const NODE_IMAGE = 'localhost/groupmap/node:24-bookworm-slim';

/** The stand-ins, as containers/compose.stand-ins.yml names them. */
const STAND_INS = [
  { dir: 'postgres', image: 'localhost/groupmap/postgres-stand-in:15', base: 'DEBIAN_IMAGE' },
  { dir: 'nats', image: 'localhost/groupmap/nats-stand-in:debian', base: 'DEBIAN_IMAGE' },
  { dir: 's3', image: 'localhost/groupmap/s3-stand-in:s3rver', base: 'NODE_IMAGE' },
  { dir: 'maildev', image: 'localhost/groupmap/maildev-stand-in:3', base: 'NODE_IMAGE' },
] as const;

/** Leaves documentation and translations out, as the official slim images do. */
const SLIM_DPKG_OPTIONS = ['/usr/share/doc/*', '/usr/share/man/*', '/usr/share/locale/*', '/usr/share/info/*']
  .flatMap((path) => ['--dpkgopt', `path-exclude=${path}`])
  .concat(['--dpkgopt', 'path-include=/usr/share/doc/*/copyright']);

async function ensureDebian(log: (line: string) => void): Promise<void> {
  if (await imageExists(DEBIAN_IMAGE)) return;
  log('making a Debian bookworm base image with mmdebstrap (about 30 s, once)...');
  const tarball = join(CACHE_DIR, 'debian-bookworm.tar');
  const made = await runCaptured(
    'mmdebstrap',
    ['--variant=minbase', '--mode=root', ...SLIM_DPKG_OPTIONS, 'bookworm', tarball],
    { cwd: REPO_ROOT },
  );
  if (made.code !== 0) throw new ContainerSetupError(`mmdebstrap failed:\n${made.output}`);
  await podmanOrThrow(['import', tarball, DEBIAN_IMAGE], 'importing the Debian base');
  rmSync(tarball, { force: true });
}

/** The directory npm itself lives in (the machine's npm is copied into the Node stand-in). */
function npmPackageDir(): string {
  return join(execFileSync('npm', ['root', '-g'], { encoding: 'utf8' }).trim(), 'npm');
}

async function ensureNode(log: (line: string) => void): Promise<void> {
  const { binary } = ensureNode24(log);
  const context = mkdtempSync(join(CACHE_DIR, 'node-context-'));
  try {
    cpSync(binary, join(context, 'node'));
    cpSync(npmPackageDir(), join(context, 'npm'), { recursive: true });
    cpSync(join(REPO_ROOT, 'containers', 'stand-ins', 'node', 'Dockerfile'), join(context, 'Dockerfile'));
    // The machine's CA bundle: its TLS proxy, if any, must be trusted by npm inside builds.
    cpSync('/etc/ssl/certs/ca-certificates.crt', join(context, 'ca-certificates.crt'));
    await podmanOrThrow(
      [
        'build',
        '--format',
        'docker',
        '--build-arg',
        `DEBIAN_IMAGE=${DEBIAN_IMAGE}`,
        '-t',
        NODE_IMAGE,
        context,
      ],
      'building the Node 24 base image',
    );
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
}

/** Builds (or finds in the cache) the Debian and Node bases and the four stand-ins. */
export async function ensureBaseImages(log: (line: string) => void): Promise<void> {
  await ensureDebian(log);
  await ensureNode(log);
  for (const standIn of STAND_INS) {
    const started = Date.now();
    const baseImage = standIn.base === 'DEBIAN_IMAGE' ? DEBIAN_IMAGE : NODE_IMAGE;
    await podmanOrThrow(
      [
        'build',
        '--format',
        'docker',
        '--build-arg',
        `${standIn.base}=${baseImage}`,
        '-t',
        standIn.image,
        join(REPO_ROOT, 'containers', 'stand-ins', standIn.dir),
      ],
      `building the ${standIn.dir} stand-in`,
    );
    log(`stand-in ${standIn.image} ready (${Math.round((Date.now() - started) / 1000)} s)`);
  }
}
