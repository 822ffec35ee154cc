import { getApiClient, result, type Result } from '@groupmap/app-kit';

/** DELETE /api/maps/{id}: ok, or the server's message for the "Error deleting map" toast. */
export function deleteMap(mapId: number): Promise<Result<unknown>> {
  return result(getApiClient().DELETE('/api/maps/{mapKey}', { params: { path: { mapKey: String(mapId) } } }));
}
