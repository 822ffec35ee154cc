import { fork } from 'node:child_process';
import { workerScript } from '../../worker-script';
import type { Gazetteer } from './gazetteer';

/** A build that has not answered by then is stuck: it is ended, and the next lookup tries again. */
const BUILD_TIMEOUT_MS = 120_000;

/** What the build process wrote to stderr, kept for the error (its last few kB). */
const STDERR_KEPT = 4096;

/**
 * The gazetteer, built in a child process (build-gazetteer.worker.ts) and received over IPC in its
 * packed form (issue 27: built in the service, the build's garbage stayed as about 220 MB of the
 * service's resident memory; what arrives is about 40 MB).
 */
export function loadGazetteer(): Promise<Gazetteer> {
  const script = workerScript(__dirname, 'build-gazetteer.worker');
  return new Promise((resolve, reject) => {
    const child = fork(script.filename, [], {
      execArgv: script.execArgv,
      // Typed arrays and Maps cross as themselves, not as JSON.
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let stderr = '';
    let built: Gazetteer | undefined;
    const timer = setTimeout(() => child.kill('SIGKILL'), BUILD_TIMEOUT_MS);
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-STDERR_KEPT);
    });
    child.stderr?.on('error', () => undefined);
    child.once('message', (message) => {
      built = message as Gazetteer;
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    // 'close', not 'exit': by then the IPC channel has delivered every message.
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (built) resolve(built);
      else
        reject(
          new Error(
            `the gazetteer's build ended (${signal ?? `exit ${code}`}) without one: ${stderr.trim()}`,
          ),
        );
    });
  });
}
