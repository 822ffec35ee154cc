import { getApiClient, result, type Result } from '@groupmap/app-kit';
import type { ApiSchema } from '@groupmap/contracts';
import type { Location } from './list-locations';

export type LocationRequest = ApiSchema<'LocationRequest'>;

/** POST /api/maps/{mapId}/locations: the created location, or the server's refusal text. */
export function addLocation(mapId: number, body: LocationRequest): Promise<Result<Location>> {
  return result(
    getApiClient().POST('/api/maps/{mapId}/locations', {
      params: { path: { mapId: String(mapId) } },
      body,
    }),
  );
}
