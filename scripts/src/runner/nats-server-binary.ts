// Finds the nats-server binary (Debian package `nats-server`), installing it with apt when it is
// missing and the runner is root; otherwise the user gets one line saying what to do.
import { findExecutable } from './find-executable';
import type { Output } from './output';
import { runCaptured } from './run-captured';
import { StepFailure } from './step-failure';

const BINARY = 'nats-server';
/** Debian installs it in /usr/sbin, which is not on every user's PATH. */
const EXTRA_DIRS = ['/usr/sbin', '/usr/local/sbin', '/usr/local/bin', '/usr/bin'];

function findBinary(): string | undefined {
  return findExecutable(BINARY, EXTRA_DIRS);
}

/** Returns the path of nats-server, installing the Debian package first when needed and allowed. */
export async function ensureNatsServerBinary(output: Output): Promise<string> {
  const found = findBinary();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new StepFailure(
      'nats-server is missing: run "sudo apt-get install -y --no-install-recommends nats-server", or set NATS_URL to a NATS server with JetStream',
    );
  }
  output.step('NATS', 'installing nats-server (apt-get install nats-server)…');
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const cwd = process.cwd();
  const update = await runCaptured('apt-get', ['update'], { cwd, env });
  if (update.code !== 0) throw new StepFailure('apt-get update failed', update.output);
  const install = await runCaptured('apt-get', ['install', '-y', '--no-install-recommends', BINARY], {
    cwd,
    env,
  });
  if (install.code !== 0) throw new StepFailure('apt-get install nats-server failed', install.output);
  const installed = findBinary();
  if (!installed) throw new StepFailure('nats-server was installed but is not found in /usr/sbin or on PATH');
  return installed;
}
