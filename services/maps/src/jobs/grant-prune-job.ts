import { startPeriodicJob, type Logger, type PeriodicJob } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { deleteExpiredGrants } from '../db/grant-repository';

/** Expired grants already open nothing (hasGrant checks the expiry): pruning only keeps the table small. */
const DEFAULT_INTERVAL_MS = 60 * 60 * 1000;

export interface GrantPruneJobOptions {
  knex: Knex;
  logger: Logger;
  /** The time now; injectable so a test can move past a grant's expiry. */
  clock?: () => Date;
  intervalMs?: number;
}

/** Deletes expired map-password grants every hour (architecture.md, Lifetimes), and once at start. */
export function startGrantPruneJob({
  knex,
  logger,
  clock,
  intervalMs = DEFAULT_INTERVAL_MS,
}: GrantPruneJobOptions): PeriodicJob {
  return startPeriodicJob({
    name: 'grant-prune',
    logger,
    intervalMs,
    clock,
    runAtStart: true,
    doneMessage: 'expired grants pruned',
    run: (now) => deleteExpiredGrants(knex, now),
  });
}
