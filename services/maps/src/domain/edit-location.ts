import { messages, type LocationBody } from '@groupmap/contracts';
import { forbidden } from '@groupmap/svc-kit';
import { findLocation, updateLocation, type StoredLocation } from '../db/location-repository';
import type { StoredMap } from '../db/map-repository';
import { toStoredCustomData } from './custom-data';
import {
  checkAddress,
  lockedLocation,
  readableMap,
  toWrite,
  type Author,
  type LocationCommandDeps,
} from './location-access';
import { announceLocation } from './location-events';

/**
 * Changes a location its author owns (account or creating session). The values of the map's current
 * fields are replaced; hidden values of removed fields are kept. A changed address is checked again.
 */
export async function editLocation(
  deps: LocationCommandDeps,
  mapId: number,
  locationId: number,
  author: Author,
  body: LocationBody,
): Promise<{ row: StoredLocation; map: StoredMap }> {
  const fields = (await readableMap(deps, mapId, author)).customFields;
  toStoredCustomData(body.customData, fields);
  const before = await findLocation(deps.knex, mapId, locationId);
  if (before && before.address !== body.address) await checkAddress(deps, body.address);
  return deps.knex.transaction(async (trx) => {
    const { map, location, rights } = await lockedLocation(deps, trx, mapId, locationId, author);
    if (!rights.canEdit) throw forbidden(messages.canOnlyEditOwnLocations);
    if (location.address !== body.address && before?.address === body.address) {
      // Changed by someone else between the check and the lock: check the address sent now.
      await checkAddress(deps, body.address);
    }
    const stored = toStoredCustomData(body.customData, map.customFields, location.customData);
    const row = await updateLocation(trx, location.id, toWrite(body, stored));
    await announceLocation(trx, 'maps.location.updated.v1', map, row);
    return { row, map };
  });
}
