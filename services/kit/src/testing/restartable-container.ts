import { randomBytes } from 'node:crypto';
import type { ContainerRuntimeClient, GenericContainer, StartedTestContainer } from 'testcontainers';
import { waitFor } from './wait-for';

const STOP_TIMEOUT_MS = 20_000;

/** Kill, start and removal of one started container, the same container (and data) each time. */
export interface RestartableContainer {
  /** Sends `signal` to its main process and resolves once the container has stopped. */
  signal(signal: 'SIGKILL' | 'SIGQUIT'): Promise<void>;
  /** Starts the stopped container again and resolves once `ready` passes. */
  start(): Promise<void>;
  readonly running: boolean;
  /** Removes the container and its anonymous volumes (Ryuk is off: nothing else would). */
  dispose(): Promise<void>;
}

interface Options {
  /** Names the container `groupmap-tc-<kind>-<random>`, so a leftover is recognisably a test's. */
  kind: string;
  /** A real client's round trip: a published port may accept connections before the server does. */
  ready: () => Promise<void>;
  readyTimeoutMs: number;
}

/** Polls `ready` until it passes, or fails with its last error after `timeoutMs`. */
async function waitUntilReady(name: string, ready: () => Promise<void>, timeoutMs: number) {
  let lastError: unknown;
  await waitFor(
    `${name} to answer`,
    () =>
      ready().then(
        () => true,
        (error: unknown) => {
          lastError = error;
          return false;
        },
      ),
    { timeoutMs, intervalMs: 100 },
  ).catch((error: Error) => {
    throw new Error(`${error.message} (last error: ${String(lastError)})`);
  });
}

/**
 * Starts `container` and drives it through the engine's API rather than testcontainers' `restart()`:
 * a fault test needs the server dead for a while (not a graceful stop and an immediate start), and
 * testcontainers cannot start a container it has stopped. The host port must be bound fixed, so a
 * restart keeps it. A container that fails to start or to answer is removed at once: with Ryuk off,
 * nothing would remove it later.
 */
export async function startRestartableContainer(
  engine: ContainerRuntimeClient,
  container: GenericContainer,
  { kind, ready, readyTimeoutMs }: Options,
): Promise<RestartableContainer> {
  const name = `groupmap-tc-${kind}-${randomBytes(4).toString('hex')}`;
  const handle = engine.container.getById(name);
  const remove = () => handle.remove({ force: true, v: true }).catch(() => undefined);
  let started: StartedTestContainer;
  try {
    started = await container.withName(name).start();
    await waitUntilReady(name, ready, readyTimeoutMs);
  } catch (error) {
    await remove();
    throw error;
  }
  let running = true;
  const stopped = async () => !(await handle.inspect()).State.Running;
  return {
    async signal(signal) {
      running = false;
      if (!(await stopped())) await handle.kill({ signal });
      await waitFor(`${name} to stop`, stopped, { timeoutMs: STOP_TIMEOUT_MS, intervalMs: 50 });
    },
    async start() {
      await handle.start();
      await waitUntilReady(name, ready, readyTimeoutMs);
      running = true;
    },
    get running() {
      return running;
    },
    async dispose() {
      running = false;
      await started.stop({ timeout: 0, remove: true, removeVolumes: true }).catch(remove);
    },
  };
}
