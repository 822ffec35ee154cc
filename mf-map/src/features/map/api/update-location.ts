import { getApiClient } from '@groupmap/app-kit';
import type { LocationRequest } from './add-location';
import type { Location } from './list-locations';
import { writeResult, type WriteResult } from './location-result';

/** PUT /api/maps/{mapId}/locations/{locationId}: the updated location, or the server's refusal text. */
export function updateLocation(
  mapId: number,
  locationId: number,
  body: LocationRequest,
): Promise<WriteResult<Location>> {
  return writeResult(
    getApiClient().PUT('/api/maps/{mapId}/locations/{locationId}', {
      params: { path: { mapId: String(mapId), locationId: String(locationId) } },
      body,
    }),
  );
}
