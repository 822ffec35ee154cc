import { MAX_PENDING_PER_CONTRIBUTOR, messages, moderationErrors } from '@groupmap/contracts';
import { httpError } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import type { ContributorStanding } from '../db/contributor-repository';
import { countPendingLocationsOf } from '../db/location-repository';
import { countRevisionsOf } from '../db/revision-repository';
import type { StoredMap } from '../db/map-repository';
import type { Visitor } from './map-access';

/**
 * Whether what `author` adds to `map` waits for the owner's review (issue 24): on a map with
 * "Review new locations before they appear" on, from anyone but the owner or a trusted contributor.
 * The demo map has no owner: review does not apply to it.
 */
export function awaitsReview(
  map: Pick<StoredMap, 'userId' | 'reviewNewLocations'>,
  author: Visitor,
  contributor: ContributorStanding | null,
): boolean {
  if (!map.reviewNewLocations || map.userId === null) return false;
  if (author.userId === map.userId) return false;
  return !contributor?.trusted;
}

/**
 * 403 "You can no longer add locations to this map." for a contributor the owner blocked (issue 25):
 * the block is on the identity (their account, or the visitor's sessions), never on an IP. The
 * owner's own identity is never blocked.
 */
export function checkNotBlocked(contributor: ContributorStanding | null): void {
  if (contributor?.blocked) throw httpError('contributor_blocked', moderationErrors.contributorBlocked);
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
