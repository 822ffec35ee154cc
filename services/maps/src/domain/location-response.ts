import type { ApiSchema, LocationSnapshot } from '@groupmap/contracts';
import type { LocationRow } from '../db/location-repository';
import type { MapRow } from '../db/map-repository';
import { toWireCustomData } from './custom-data';
import { locationRights } from './location-rights';
import type { Visitor } from './map-access';

export type LocationResponse = ApiSchema<'Location'>;

/** What every view of a location shows: its fields, custom values of the map's current fields by name. */
function visibleFields(row: LocationRow, map: Pick<MapRow, 'custom_fields'>) {
  return {
    id: row.id,
    mapId: row.map_id,
    name: row.name,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    region: row.region,
    country: row.country,
    customData: toWireCustomData(row.custom_data, map.custom_fields),
    createdAt: row.created_at.toISOString(),
  };
}

/** The location as `visitor` sees it: values of the map's current fields, rights, never a session id. */
export function toLocationResponse(
  row: LocationRow,
  map: Pick<MapRow, 'user_id' | 'custom_fields'>,
  visitor: Visitor,
): LocationResponse {
  return { ...visibleFields(row, map), ...locationRights(row, map, visitor) };
}

/**
 * The location as its events carry it: the values viewers see (by field name), plus the author's
 * account and session, which realtime needs to flag the author's sockets and never forwards.
 */
export function toLocationSnapshot(row: LocationRow, map: Pick<MapRow, 'custom_fields'>): LocationSnapshot {
  return { ...visibleFields(row, map), userId: row.user_id, creatorSessionId: row.creator_session_id };
}
