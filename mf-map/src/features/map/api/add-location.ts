import { getApiClient } from '@groupmap/app-kit';
import type { ApiSchema } from '@groupmap/contracts';
import type { Location } from './list-locations';
import { writeResult, type WriteResult } from './location-result';

export type LocationRequest = ApiSchema<'LocationRequest'>;

/** POST /api/maps/{mapId}/locations: the created location, or the server's refusal text. */
export function addLocation(mapId: number, body: LocationRequest): Promise<WriteResult<Location>> {
  return writeResult(
    getApiClient().POST('/api/maps/{mapId}/locations', {
      params: { path: { mapId: String(mapId) } },
      body,
    }),
  );
}
