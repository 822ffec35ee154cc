import { mapImportErrors } from '@groupmap/contracts';
import { startPeriodicJob, type Logger, type PeriodicJob } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import {
  cancelPendingPreviews,
  deleteFinishedImports,
  listExpiredPreviews,
} from '../db/import-retention-repository';

const MINUTE_MS = 60 * 1000;
/** A preview nobody changed for an hour expires (issue 19); a finished import's report is kept a week. */
const PREVIEW_KEPT_MS = 60 * MINUTE_MS;
const FINISHED_KEPT_MS = 7 * 24 * 60 * MINUTE_MS;
/** Often enough that an expired preview's rows go within 15 minutes of its hour. */
const INTERVAL_MS = 5 * MINUTE_MS;

/**
 * Expires the previews nobody changed for an hour before `now` (they read `cancelled`, with why, and
 * their rows are deleted) and deletes imports finished a week before. Returns how many it touched.
 */
export async function pruneImports(knex: Knex, now: Date): Promise<number> {
  const expired = await listExpiredPreviews(knex, new Date(now.getTime() - PREVIEW_KEPT_MS));
  const cancelled = await cancelPendingPreviews(knex, expired, mapImportErrors.importExpired);
  return cancelled + (await deleteFinishedImports(knex, new Date(now.getTime() - FINISHED_KEPT_MS)));
}

/** Prunes imports every five minutes, and once at start. */
export function startImportPruneJob({ knex, logger }: { knex: Knex; logger: Logger }): PeriodicJob {
  return startPeriodicJob({
    name: 'import-prune',
    logger,
    intervalMs: INTERVAL_MS,
    runAtStart: true,
    doneMessage: 'stale imports pruned',
    run: (now) => pruneImports(knex, now),
  });
}
