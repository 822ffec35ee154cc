import { DELETED_LOCATION_RETENTION_DAYS } from '@groupmap/contracts';
import { startPeriodicJob, type Logger, type PeriodicJob } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { clearEmailsWithoutLocations } from '../db/contributor-email-repository';
import { deleteEditLinksExpiredBefore } from '../db/edit-link-repository';
import { purgeLocationsDeletedBefore } from '../db/location-repository';

const DEFAULT_INTERVAL_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows purged per statement, so one run never holds many row locks for long. */
const BATCH_SIZE = 500;

/**
 * Purges locations deleted more than 30 days ago (issue 24). Nobody was shown them since their delete
 * was announced, so nothing more is announced. Then (issue 26) the addresses of identities left
 * with no location go with them, and edit links expired as long ago (until then a late click still
 * hears "This link has expired."). Resolves how many locations went.
 */
export async function purgeDeletedLocations(knex: Knex, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - DELETED_LOCATION_RETENTION_DAYS * DAY_MS);
  let purged = 0;
  for (;;) {
    const batch = await purgeLocationsDeletedBefore(knex, cutoff, BATCH_SIZE);
    purged += batch;
    if (batch < BATCH_SIZE) break;
  }
  await clearEmailsWithoutLocations(knex);
  await deleteEditLinksExpiredBefore(knex, cutoff);
  return purged;
}

export interface LocationPurgeJobOptions {
  knex: Knex;
  logger: Logger;
  /** The time now; injectable so a test can move past the retention. */
  clock?: () => Date;
  intervalMs?: number;
}

/** Purges deleted locations past their retention every hour, and once at start. */
export function startLocationPurgeJob({
  knex,
  logger,
  clock,
  intervalMs = DEFAULT_INTERVAL_MS,
}: LocationPurgeJobOptions): PeriodicJob {
  return startPeriodicJob({
    name: 'location-purge',
    logger,
    intervalMs,
    clock,
    runAtStart: true,
    doneMessage: 'deleted locations purged',
    run: (now) => purgeDeletedLocations(knex, now),
  });
}
