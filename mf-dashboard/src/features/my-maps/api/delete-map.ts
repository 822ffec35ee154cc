import { actionResult, getApiClient, type ActionResult } from '@groupmap/app-kit';

/** DELETE /api/maps/{id}: ok, or the server's message for the "Error deleting map" toast. */
export function deleteMap(mapId: number): Promise<ActionResult> {
  return actionResult(
    getApiClient().DELETE('/api/maps/{mapKey}', { params: { path: { mapKey: String(mapId) } } }),
  );
}
