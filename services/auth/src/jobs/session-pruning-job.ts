import { startPeriodicJob, type Logger, type PeriodicJob } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { pruneExpiredSessions } from '../domain/prune-expired-sessions';

export interface SessionPruningJobOptions {
  knex: Knex;
  logger: Logger;
  intervalMs: number;
  /** The time now; tests move it past a lifetime. */
  clock?: () => Date;
}

/** Prunes expired sessions every `intervalMs` and once at start (the kit's periodic-job scaffold). */
export function startSessionPruningJob({
  knex,
  logger,
  intervalMs,
  clock,
}: SessionPruningJobOptions): PeriodicJob {
  return startPeriodicJob({
    name: 'session-pruning',
    logger,
    intervalMs,
    clock,
    runAtStart: true,
    run: (now) => pruneExpiredSessions(knex, now),
    doneMessage: 'expired sessions pruned',
  });
}
