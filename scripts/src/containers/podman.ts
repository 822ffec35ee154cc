// The container engine of `npm run test:containers`: Debian's podman, driven with runc (crun cannot
// set its rlimits in this kind of sandbox) and no default ulimits, plus its Docker-compatible API
// socket for docker-compose and testcontainers (toolchain notes, "Containers without a registry").
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { runCaptured, type CapturedRun } from '../runner/run-captured';
import { REPO_ROOT } from './paths';

/** Debian packages the container test needs, and a file each one installs. */
const PACKAGES: Array<{ name: string; provides: string }> = [
  { name: 'podman', provides: '/usr/bin/podman' },
  { name: 'runc', provides: '/usr/sbin/runc' },
  { name: 'mmdebstrap', provides: '/usr/bin/mmdebstrap' },
  { name: 'docker-compose', provides: '/usr/bin/docker-compose' },
  // Without it, compose's service names do not resolve between containers.
  { name: 'golang-github-containernetworking-plugin-dnsname', provides: '/usr/lib/cni/dnsname' },
];

export const CACHE_DIR = join(REPO_ROOT, 'node_modules', '.cache', 'groupmap-containers');
const CONTAINERS_CONF = join(CACHE_DIR, 'containers.conf');
export const PODMAN_SOCKET = join(CACHE_DIR, 'podman.sock');

export class ContainerSetupError extends Error {}

/** Installs the missing packages with apt (root only); says exactly why when it cannot. */
export async function ensurePodmanPackages(log: (line: string) => void): Promise<void> {
  const missing = PACKAGES.filter(({ provides }) => !existsSync(provides)).map(({ name }) => name);
  if (missing.length === 0) return;
  if (process.platform !== 'linux') {
    throw new ContainerSetupError(`the container test needs Linux with podman; this is ${process.platform}`);
  }
  if (process.getuid?.() !== 0) {
    throw new ContainerSetupError(
      `missing ${missing.join(', ')}: run "sudo apt-get install -y --no-install-recommends ${missing.join(' ')}"`,
    );
  }
  log(`installing ${missing.join(', ')} with apt (about 30 s)...`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const update = await runCaptured('apt-get', ['update'], { cwd: REPO_ROOT, env });
  if (update.code !== 0) throw new ContainerSetupError(`apt-get update failed:\n${update.output}`);
  const install = await runCaptured('apt-get', ['install', '-y', '--no-install-recommends', ...missing], {
    cwd: REPO_ROOT,
    env,
  });
  if (install.code !== 0) throw new ContainerSetupError(`apt-get install failed:\n${install.output}`);
}

/** The environment every podman (and docker-compose) call gets. */
export function podmanEnv(): Record<string, string> {
  if (!existsSync(CONTAINERS_CONF)) {
    mkdirSync(CACHE_DIR, { recursive: true });
    writeFileSync(CONTAINERS_CONF, '[containers]\ndefault_ulimits = []\n\n[engine]\nruntime = "runc"\n');
  }
  return { CONTAINERS_CONF };
}

/** Runs `podman <args>` with runc, its output captured. */
export function podman(args: string[], options: { cwd?: string } = {}): Promise<CapturedRun> {
  return runCaptured('podman', ['--runtime', 'runc', ...args], {
    cwd: options.cwd ?? REPO_ROOT,
    env: podmanEnv(),
  });
}

/** Runs podman and throws with its output when it fails. */
export async function podmanOrThrow(
  args: string[],
  what: string,
  options: { cwd?: string } = {},
): Promise<string> {
  const result = await podman(args, options);
  if (result.code !== 0)
    throw new ContainerSetupError(`${what} failed (podman ${args.join(' ')}):\n${result.output}`);
  return result.output;
}

export async function imageExists(name: string): Promise<boolean> {
  return (await podman(['image', 'exists', name])).code === 0;
}

/** Checks that podman can run a container at all: the first thing to fail on an unsuitable machine. */
export async function checkPodmanRuns(image: string): Promise<void> {
  const result = await podman(['run', '--rm', '--network', 'none', image, 'true']);
  if (result.code !== 0) {
    throw new ContainerSetupError(`podman cannot run a container here:\n${result.output.trim()}`);
  }
}

function socketAnswers(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(path);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface PodmanApi {
  /** For docker-compose, the docker CLI and testcontainers. */
  dockerHost: string;
  stop(): Promise<void>;
}

/** Starts podman's Docker-compatible API on a socket of its own; stop() ends it. */
export async function startPodmanApi(): Promise<PodmanApi> {
  rmSync(PODMAN_SOCKET, { force: true });
  const child: ChildProcess = spawn(
    'podman',
    ['--runtime', 'runc', 'system', 'service', '--time=0', `unix://${PODMAN_SOCKET}`],
    { env: { ...process.env, ...podmanEnv() }, stdio: 'ignore' },
  );
  const deadline = Date.now() + 15_000;
  while (!(await socketAnswers(PODMAN_SOCKET))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new ContainerSetupError('podman system service did not open its API socket within 15 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    dockerHost: `unix://${PODMAN_SOCKET}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
