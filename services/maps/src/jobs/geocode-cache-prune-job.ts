import { startPeriodicJob, type Logger, type PeriodicJob } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { deleteExpiredAnswers } from '../db/geocode-cache-repository';

/** Expired answers are never served (the cache reads by expiry): pruning only keeps the table small. */
const DEFAULT_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** Deletes the geocoder's expired cached answers every six hours. */
export function startGeocodeCachePruneJob({
  knex,
  logger,
  intervalMs = DEFAULT_INTERVAL_MS,
}: {
  knex: Knex;
  logger: Logger;
  intervalMs?: number;
}): PeriodicJob {
  return startPeriodicJob({
    name: 'geocode-cache-prune',
    logger,
    intervalMs,
    doneMessage: 'expired geocoder answers pruned',
    run: (now) => deleteExpiredAnswers(knex, now),
  });
}
