// Finds kubectl, installing Debian's package with apt when it is missing (the manifests check needs
// only `kubectl kustomize`, which works offline). Where it cannot be installed, the error says why.
import { findExecutable } from '../runner/find-executable';
import { runCaptured } from '../runner/run-captured';
import { StepFailure } from '../runner/step-failure';

const BINARY = 'kubectl';
const EXTRA_DIRS = ['/usr/bin', '/usr/local/bin'];

/** The path of an executable kubectl on PATH (or in the usual folders), if any. */
export function findKubectl(): string | undefined {
  return findExecutable(BINARY, EXTRA_DIRS);
}

/**
 * Returns the path of kubectl, running `apt-get install -y kubectl` first when it is missing.
 * @param log receives one line per step, so a slow install is not silent.
 * @throws StepFailure saying why when it is missing and cannot be installed.
 */
export async function ensureKubectl(log: (line: string) => void): Promise<string> {
  const found = findKubectl();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new StepFailure(
      'kubectl is missing and only root can install it: run "sudo apt-get install -y kubectl" (Debian) or put a kubectl on PATH',
    );
  }
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const cwd = process.cwd();
  log('kubectl is missing: apt-get update…');
  const update = await runCaptured('apt-get', ['update'], { cwd, env });
  if (update.code !== 0)
    throw new StepFailure('apt-get update failed, so kubectl cannot be installed', update.output);
  log('installing kubectl (apt-get install -y kubectl)…');
  const install = await runCaptured('apt-get', ['install', '-y', '--no-install-recommends', BINARY], {
    cwd,
    env,
  });
  if (install.code !== 0) {
    throw new StepFailure(
      'apt-get install kubectl failed (is the package in this distribution?)',
      install.output,
    );
  }
  const installed = findKubectl();
  if (!installed) throw new StepFailure('kubectl was installed but is not found on PATH or in /usr/bin');
  log(`kubectl installed: ${installed}`);
  return installed;
}
