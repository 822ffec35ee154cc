import type { ApiSchema, LocationSnapshot } from '@groupmap/contracts';
import type { StoredLocation } from '../db/location-repository';
import type { StoredMap } from '../db/map-repository';
import { toWireCustomData } from './custom-data';
import { locationRights } from './location-rights';
import type { Visitor } from './map-access';

export type LocationResponse = ApiSchema<'Location'>;

/** What every view of a location shows: its fields, custom values of the map's current fields by name. */
function visibleFields(row: StoredLocation, map: Pick<StoredMap, 'customFields'>) {
  return {
    id: row.id,
    mapId: row.mapId,
    name: row.name,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    region: row.region,
    country: row.country,
    customData: toWireCustomData(row.customData, map.customFields),
    createdAt: row.createdAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    // Only the owner and the author are ever given a pending or hidden row, or an edit awaiting review
    // (contracts' canSeeLocation).
    ...(row.state === 'pending' && { awaitingReview: 'location' as const }),
    ...(row.editAwaitingReview && { awaitingReview: 'edit' as const }),
    ...(row.state === 'hidden' && { hiddenAfterReports: true as const }),
  };
}

/** The location as `visitor` sees it: values of the map's current fields, rights, never a session id. */
export function toLocationResponse(
  row: StoredLocation,
  map: Pick<StoredMap, 'userId' | 'customFields'>,
  visitor: Visitor,
): LocationResponse {
  return { ...visibleFields(row, map), ...locationRights(row, map, visitor) };
}

/**
 * The location as its events carry it: the values viewers see (by field name), plus the author's
 * account, session and contributor identity, which realtime needs to flag the author's sockets (on
 * every session the identity holds, issue 26) and never forwards.
 */
export function toLocationSnapshot(
  row: StoredLocation,
  map: Pick<StoredMap, 'customFields'>,
): LocationSnapshot {
  return {
    ...visibleFields(row, map),
    userId: row.userId,
    creatorSessionId: row.creatorSessionId,
    contributorId: row.contributorId,
  };
}
