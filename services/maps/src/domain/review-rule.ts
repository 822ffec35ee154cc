import { MAX_PENDING_PER_CONTRIBUTOR, messages } from '@groupmap/contracts';
import { httpError } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { isTrusted } from '../db/contributor-repository';
import { countPendingLocationsOf } from '../db/location-repository';
import { countRevisionsOf } from '../db/revision-repository';
import type { StoredMap } from '../db/map-repository';
import type { Visitor } from './map-access';

/**
 * Whether what `author` adds to `map` waits for the owner's review (issue 24): on a map with
 * "Review new locations before they appear" on, from anyone but the owner or a trusted contributor.
 * The demo map has no owner: review does not apply to it.
 */
export async function awaitsReview(
  trx: Knex.Transaction,
  map: Pick<StoredMap, 'userId' | 'reviewNewLocations'>,
  author: Visitor,
  contributorId: number | null,
): Promise<boolean> {
  if (!map.reviewNewLocations || map.userId === null) return false;
  if (author.userId === map.userId) return false;
  return !(await isTrusted(trx, contributorId));
}

/**
 * 403 "You have 10 locations awaiting review on this map." when the contributor already has that many
 * items (new locations and edits) awaiting review there: a flood from one identity stops at ten.
 */
export async function checkReviewQueueRoom(
  trx: Knex.Transaction,
  mapId: number,
  contributorId: number | null,
): Promise<void> {
  if (contributorId === null) return;
  const waiting =
    (await countPendingLocationsOf(trx, mapId, contributorId)) +
    (await countRevisionsOf(trx, mapId, contributorId));
  if (waiting >= MAX_PENDING_PER_CONTRIBUTOR) throw httpError('review_queue_full', messages.reviewQueueFull);
}
