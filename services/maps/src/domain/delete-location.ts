import { messages } from '@groupmap/contracts';
import { forbidden } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { deleteLocationRow } from '../db/location-repository';
import type { StoredMap } from '../db/map-repository';
import { lockedLocation, type Author, type LocationCommandDeps } from './location-access';
import { announceLocationDeleted } from './location-events';

/** Deletes a location: its author, or the map's owner. */
export async function deleteLocation(
  deps: LocationCommandDeps,
  mapId: number,
  locationId: number,
  author: Author,
): Promise<void> {
  await deps.knex.transaction(async (trx) => {
    const { map, location, rights } = await lockedLocation(deps, trx, mapId, locationId, author);
    if (!rights.canDelete) throw forbidden(messages.canOnlyDeleteOwnLocations);
    await removeLocationInTransaction(trx, map, location.id);
  });
}

/**
 * Deletes location `locationId` of `map` (both locked by the caller) and announces it, in `trx`: live
 * viewers see it disappear. The author's delete and an operator's removal (location:remove) alike.
 */
export async function removeLocationInTransaction(
  trx: Knex.Transaction,
  map: StoredMap,
  locationId: number,
): Promise<{ id: string }> {
  await deleteLocationRow(trx, locationId);
  return announceLocationDeleted(trx, map, locationId);
}
