import { startPeriodicJob, type Logger, type PeriodicJob } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { deleteStaleImports } from '../db/import-repository';

const HOUR_MS = 60 * 60 * 1000;
/** A preview nobody committed is dropped after a day; a finished import's report after a week. */
const PENDING_KEPT_MS = 24 * HOUR_MS;
const FINISHED_KEPT_MS = 7 * 24 * HOUR_MS;

/** Deletes stale imports and their rows every hour, and once at start. */
export function startImportPruneJob({ knex, logger }: { knex: Knex; logger: Logger }): PeriodicJob {
  return startPeriodicJob({
    name: 'import-prune',
    logger,
    intervalMs: HOUR_MS,
    runAtStart: true,
    doneMessage: 'stale imports pruned',
    run: (now) =>
      deleteStaleImports(
        knex,
        new Date(now.getTime() - PENDING_KEPT_MS),
        new Date(now.getTime() - FINISHED_KEPT_MS),
      ),
  });
}
