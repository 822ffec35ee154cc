import { appendToOutbox, startPeriodicJob, type Logger, type PeriodicJob } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { claimDigest, findDueDigests } from '../db/review-digest-repository';

const DEFAULT_INTERVAL_MS = 5 * 60 * 1000;
/** At most one digest per map an hour (issue 24). */
const DIGEST_SPACING_MS = 60 * 60 * 1000;
/** Maps told per run; the next run carries on. */
const BATCH_SIZE = 500;

/**
 * Asks auth to mail each owner with something new awaiting review (`maps.review.waiting.v1`): at
 * most once an hour per map, only while something waits and only when something arrived since the
 * last mail. Auth sends it to a verified address unless the owner turned the digests off. Resolves
 * how many it asked for.
 */
export async function sendReviewDigests(knex: Knex, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - DIGEST_SPACING_MS);
  let sent = 0;
  for (const due of await findDueDigests(knex, cutoff, BATCH_SIZE)) {
    const claimed = await knex.transaction(async (trx) => {
      if (!(await claimDigest(trx, due.mapId, now, cutoff))) return false;
      await appendToOutbox(trx, {
        type: 'maps.review.waiting.v1',
        // Its own aggregate: the map's sequence numbers what viewers see change, and this is not that.
        aggregateId: `map-review:${due.mapId}`,
        payload: due,
      });
      return true;
    });
    if (claimed) sent += 1;
  }
  return sent;
}

export interface ReviewDigestJobOptions {
  knex: Knex;
  logger: Logger;
  /** The time now; injectable so a test can move past the hour. */
  clock?: () => Date;
  intervalMs?: number;
}

/** Looks for owners to tell every five minutes, and once at start. */
export function startReviewDigestJob({
  knex,
  logger,
  clock,
  intervalMs = DEFAULT_INTERVAL_MS,
}: ReviewDigestJobOptions): PeriodicJob {
  return startPeriodicJob({
    name: 'review-digest',
    logger,
    intervalMs,
    clock,
    runAtStart: true,
    doneMessage: 'review digests asked for',
    run: (now) => sendReviewDigests(knex, now),
  });
}
