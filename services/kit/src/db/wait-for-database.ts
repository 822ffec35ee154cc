import type { Knex } from 'knex';
import type { Logger } from 'pino';

export interface WaitForDatabaseOptions {
  /** Give up after this long (the caller then fails as it would have at once). */
  timeoutMs: number;
  /** Between attempts. */
  intervalMs?: number;
  logger?: Logger;
  /** For tests: the clock and the pause between attempts. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const DEFAULT_INTERVAL_MS = 1_000;

/**
 * Resolves once Postgres answers `select 1`, retrying until `timeoutMs` has passed, then throws the
 * last error. A migration job or container often starts beside its database (docker compose, a
 * Kubernetes Job next to a fresh Postgres): waiting a little is better than failing the deployment.
 */
export async function waitForDatabase(knex: Knex, options: WaitForDatabaseOptions): Promise<void> {
  const { timeoutMs, intervalMs = DEFAULT_INTERVAL_MS, logger } = options;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const deadline = now() + timeoutMs;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await knex.raw('select 1');
      if (attempt > 1) logger?.info({ attempts: attempt }, 'database reachable');
      return;
    } catch (error) {
      if (now() + intervalMs > deadline) throw error;
      if (attempt === 1)
        logger?.warn({ err: (error as Error).message }, 'database not reachable yet; waiting for it');
      await sleep(intervalMs);
    }
  }
}
