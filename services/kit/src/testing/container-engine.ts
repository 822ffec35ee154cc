import type { ContainerRuntimeClient } from 'testcontainers';
import { createLogger } from '../logging';

const logger = createLogger({ name: 'test-infrastructure', level: 'info' });
const PROBE_TIMEOUT_MS = 5_000;

let engine: Promise<ContainerRuntimeClient | undefined> | undefined;

async function probe(): Promise<ContainerRuntimeClient | undefined> {
  const dockerHost = process.env.DOCKER_HOST;
  if (!dockerHost) return undefined;
  // Ryuk (testcontainers' reaper container) cannot be pulled where no registry is reachable, and it
  // needs the engine's socket mounted; the helpers remove their own containers in teardown instead.
  process.env.TESTCONTAINERS_RYUK_DISABLED ??= 'true';
  // Loaded only here: the process-based way (no DOCKER_HOST) never pays for testcontainers.
  const { getContainerRuntimeClient } = await import('testcontainers');
  let timer: NodeJS.Timeout | undefined;
  try {
    const engine = await Promise.race([
      getContainerRuntimeClient(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer in ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
      }),
    ]);
    logger.info({ dockerHost }, 'DOCKER_HOST answers: restartable test servers run in containers');
    return engine;
  } catch (error) {
    logger.warn(
      { dockerHost, err: error },
      'DOCKER_HOST does not answer: the test infrastructure runs as processes instead',
    );
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The container engine `DOCKER_HOST` names, when it is set and answers (asked once per test file);
 * undefined otherwise, and the restartable servers then run as processes of the test's own.
 */
export function reachableContainerEngine(): Promise<ContainerRuntimeClient | undefined> {
  return (engine ??= probe());
}
