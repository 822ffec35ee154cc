import type { Logger } from 'pino';
import { withTimeout } from '../health/with-timeout';
import { markShuttingDown } from './shutdown-state';

/** One step of a graceful shutdown, e.g. `{ name: 'nats', run: () => nc.drain() }`. */
export interface ShutdownStep {
  name: string;
  run: () => Promise<void>;
}

export interface OnShutdownOptions {
  /** Signals that start the shutdown (default SIGTERM and SIGINT). */
  signals?: NodeJS.Signals[];
  /** A step still running after this long is abandoned and the next one starts. */
  stepTimeoutMs?: number;
  /** How the process ends (tests pass a spy). */
  exit?: (code: number) => void;
}

const DEFAULT_STEP_TIMEOUT_MS = 15_000;

/**
 * Installs graceful shutdown: on the first SIGTERM or SIGINT the process is first marked as shutting
 * down (`/readyz` answers 503 from then on, while the server still accepts requests, so a load
 * balancer stops sending new ones), then the steps run in order (typically: HTTP
 * server close, which stops accepting and drains in-flight requests; consumers stop; outbox relay
 * stop; NATS drain; knex destroy, as `startServiceInfrastructure`'s `shutdownSteps` lists them), then
 * the process exits 0, or 1 if a step failed or timed out.
 * A second signal exits 1 at once. Returns the shutdown function, for callers that end the process
 * themselves.
 */
export function onShutdown(
  logger: Logger,
  steps: ShutdownStep[],
  {
    signals = ['SIGTERM', 'SIGINT'],
    stepTimeoutMs = DEFAULT_STEP_TIMEOUT_MS,
    exit = process.exit,
  }: OnShutdownOptions = {},
): (reason: string) => Promise<void> {
  let started = false;

  const shutdown = async (reason: string) => {
    started = true;
    markShuttingDown();
    logger.info({ reason }, 'shutting down');
    let failed = false;
    for (const step of steps) {
      try {
        await withTimeout(step.run(), stepTimeoutMs, step.name);
        logger.debug({ step: step.name }, 'shutdown step done');
      } catch (err) {
        failed = true;
        logger.error({ err, step: step.name }, 'shutdown step failed');
      }
    }
    logger.info('stopped');
    exit(failed ? 1 : 0);
  };

  const onSignal = (signal: NodeJS.Signals) => {
    if (started) {
      logger.warn({ signal }, 'second signal: exiting now');
      exit(1);
      return;
    }
    void shutdown(signal);
  };
  for (const signal of signals) process.on(signal, onSignal);

  return shutdown;
}
