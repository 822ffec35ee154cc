import { startPeriodicJob, type Logger, type PeriodicJob } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { deleteDueAccounts } from '../domain/delete-due-accounts';

export interface AccountDeletionJobOptions {
  knex: Knex;
  logger: Logger;
  intervalMs: number;
  /** The time now; tests move it past the grace period. */
  clock?: () => Date;
}

/**
 * Deletes the accounts whose grace period has passed, every `intervalMs` and once at start (the kit's
 * periodic-job scaffold; replicas share the work through SKIP LOCKED).
 */
export function startAccountDeletionJob({
  knex,
  logger,
  intervalMs,
  clock,
}: AccountDeletionJobOptions): PeriodicJob {
  return startPeriodicJob({
    name: 'account-deletion',
    logger,
    intervalMs,
    clock,
    runAtStart: true,
    run: (now) => deleteDueAccounts(knex, now, logger),
    doneMessage: 'accounts deleted after their grace period',
  });
}
