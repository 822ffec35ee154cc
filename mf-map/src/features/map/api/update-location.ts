import { getApiClient, result, type Result } from '@groupmap/app-kit';
import type { LocationRequest } from './add-location';
import type { Location } from './list-locations';

/** PUT /api/maps/{mapId}/locations/{locationId}: the updated location, or the server's refusal text. */
export function updateLocation(
  mapId: number,
  locationId: number,
  body: LocationRequest,
): Promise<Result<Location>> {
  return result(
    getApiClient().PUT('/api/maps/{mapId}/locations/{locationId}', {
      params: { path: { mapId: String(mapId), locationId: String(locationId) } },
      body,
    }),
  );
}
