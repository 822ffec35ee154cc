import { messages } from '@groupmap/contracts';
import { forbidden } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { markLocationDeleted, purgeLocationRow } from '../db/location-repository';
import type { StoredMap } from '../db/map-repository';
import { deleteRevision } from '../db/revision-repository';
import { lockedLocation, type Author, type LocationCommandDeps } from './location-access';
import { announceLocationDeleted } from './location-events';

/**
 * Deletes a location: its author, or the map's owner. The row is kept as `deleted` for 30 days
 * (issue 24): gone from every read and from the map's limit at once, purged later.
 */
export async function deleteLocation(
  deps: LocationCommandDeps,
  mapId: number,
  locationId: number,
  author: Author,
): Promise<void> {
  await deps.knex.transaction(async (trx) => {
    const { map, location, rights } = await lockedLocation(deps, trx, mapId, locationId, author);
    if (!rights.canDelete) throw forbidden(messages.canOnlyDeleteOwnLocations);
    await markLocationDeleted(trx, location.id, deps.clock(), rights.isOwn ? 'author' : 'owner');
    // An edit that was waiting goes with it: it no longer holds a place in the author's ten.
    await deleteRevision(trx, location.id);
    await announceLocationDeleted(trx, map, location.id);
  });
}

/**
 * Removes location `locationId` of `map` (both locked by the caller) for good and announces it, in
 * `trx`: live viewers see it disappear. An operator's takedown (location:remove), which must not
 * leave the content restorable for 30 days as an ordinary delete does.
 */
export async function purgeLocationInTransaction(
  trx: Knex.Transaction,
  map: StoredMap,
  locationId: number,
): Promise<{ id: string }> {
  await purgeLocationRow(trx, locationId);
  return announceLocationDeleted(trx, map, locationId);
}
