import { getApiClient } from '@groupmap/app-kit';
import type { ImportProgress } from './get-import';
import { importCall } from './import-call';

/**
 * DELETE /api/maps/{mapId}/imports/{importId}: a pending preview, or a running import still placing
 * addresses, becomes `cancelled` and nothing of it is written.
 */
export function cancelImport(mapId: number, importId: string): Promise<ImportProgress> {
  return importCall(
    getApiClient().DELETE('/api/maps/{mapId}/imports/{importId}', {
      params: { path: { mapId: String(mapId), importId } },
    }),
  );
}
