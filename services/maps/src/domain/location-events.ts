import { liveAudienceOf, type LOCATION_REVIEW_OUTCOMES } from '@groupmap/contracts';
import { appendToOutbox, type AppendToOutboxInput } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import type { StoredLocation } from '../db/location-repository';
import type { StoredMap } from '../db/map-repository';
import { toLocationSnapshot } from './location-response';

type EventMap = Pick<StoredMap, 'id' | 'passwordVersion' | 'customFields'>;
type ReviewOutcome = (typeof LOCATION_REVIEW_OUTCOMES)[number];

/**
 * Whose sockets a change reaches (architecture.md, Moderation): the row's state decides, never the
 * caller. What only the owner and the author see (a pending row, an edit awaiting review, and an
 * edit's rejection, which changes nothing anyone else sees) goes to them alone.
 */
function audienceOf(row: StoredLocation, review: ReviewOutcome | undefined) {
  if (row.state === 'deleted') throw new Error(`location ${row.id} is deleted: only its delete is announced`);
  if (row.editAwaitingReview || review === 'editRejected') return 'owner-and-author';
  return liveAudienceOf(row.state);
}

/**
 * Records a location's creation or change in the outbox, in the caller's transaction. The map is the
 * aggregate, so location events share the map's sequence with its settings events (architecture.md,
 * The live channel).
 */
export function announceLocation(
  trx: Knex.Transaction,
  type: LocationChange,
  map: EventMap,
  row: StoredLocation,
  /** The owner's review decision this change is (issue 24), if it is one. */
  review?: ReviewOutcome,
) {
  return appendToOutbox(trx, locationEvent(type, map, row, review));
}

type LocationChange = 'maps.location.created.v1' | 'maps.location.updated.v1';

/** The event of a location's creation or change, for announceLocation or a statement of its own. */
export function locationEvent<T extends LocationChange>(
  type: T,
  map: EventMap,
  row: StoredLocation,
  review?: ReviewOutcome,
): AppendToOutboxInput<T> {
  return {
    type,
    aggregateId: String(map.id),
    payload: {
      mapId: map.id,
      passwordVersion: map.passwordVersion,
      location: toLocationSnapshot(row, map),
      audience: audienceOf(row, review),
      ...(review && { review }),
    },
  };
}

/**
 * Records a location's deletion in the outbox, in the caller's transaction: by id alone, to everyone
 * (it shows nothing). `rejected` when the owner rejected it while it awaited review.
 */
export function announceLocationDeleted(
  trx: Knex.Transaction,
  map: EventMap,
  locationId: number,
  { rejected = false } = {},
) {
  return appendToOutbox(trx, {
    type: 'maps.location.deleted.v1',
    aggregateId: String(map.id),
    payload: {
      mapId: map.id,
      passwordVersion: map.passwordVersion,
      locationId,
      ...(rejected && { review: 'rejected' as const }),
    },
  });
}
