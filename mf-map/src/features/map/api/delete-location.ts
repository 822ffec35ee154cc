import { getApiClient, result, type Result } from '@groupmap/app-kit';
import type { ApiSchema } from '@groupmap/contracts';

/** DELETE /api/maps/{mapId}/locations/{locationId}: the deleted id, or the server's refusal text. */
export function deleteLocation(
  mapId: number,
  locationId: number,
): Promise<Result<ApiSchema<'DeletedResponse'>>> {
  return result(
    getApiClient().DELETE('/api/maps/{mapId}/locations/{locationId}', {
      params: { path: { mapId: String(mapId), locationId: String(locationId) } },
    }),
  );
}
