import { liveAudienceOf } from '@groupmap/contracts';
import { appendToOutbox } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import type { StoredLocation } from '../db/location-repository';
import type { StoredMap } from '../db/map-repository';
import { toLocationSnapshot } from './location-response';

type EventMap = Pick<StoredMap, 'id' | 'passwordVersion' | 'customFields'>;

/**
 * Records a location's creation or change in the outbox, in the caller's transaction. The map is the
 * aggregate, so location events share the map's sequence with its settings events (architecture.md,
 * The live channel).
 */
export function announceLocation(
  trx: Knex.Transaction,
  type: 'maps.location.created.v1' | 'maps.location.updated.v1',
  map: EventMap,
  row: StoredLocation,
) {
  return appendToOutbox(trx, {
    type,
    aggregateId: String(map.id),
    payload: {
      mapId: map.id,
      passwordVersion: map.passwordVersion,
      location: toLocationSnapshot(row, map),
      // Whose sockets it reaches (architecture.md, Moderation): the state decides, never the caller.
      audience: liveAudienceOf(row.state === 'deleted' ? notAnnounced(row) : row.state),
    },
  });
}

/** A deleted location is announced by its delete alone: a creation or change of one is a bug. */
function notAnnounced(row: StoredLocation): never {
  throw new Error(`location ${row.id} is deleted: only its delete is announced`);
}

/** Records a location's deletion in the outbox, in the caller's transaction. */
export function announceLocationDeleted(trx: Knex.Transaction, map: EventMap, locationId: number) {
  return appendToOutbox(trx, {
    type: 'maps.location.deleted.v1',
    aggregateId: String(map.id),
    payload: { mapId: map.id, passwordVersion: map.passwordVersion, locationId },
  });
}
