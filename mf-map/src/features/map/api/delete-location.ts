import { getApiClient } from '@groupmap/app-kit';
import type { ApiSchema } from '@groupmap/contracts';
import { writeResult, type WriteResult } from './location-result';

/** DELETE /api/maps/{mapId}/locations/{locationId}: the deleted id, or the server's refusal text. */
export function deleteLocation(
  mapId: number,
  locationId: number,
): Promise<WriteResult<ApiSchema<'DeletedResponse'>>> {
  return writeResult(
    getApiClient().DELETE('/api/maps/{mapId}/locations/{locationId}', {
      params: { path: { mapId: String(mapId), locationId: String(locationId) } },
    }),
  );
}
