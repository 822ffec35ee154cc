import { dataOrThrow, getApiClient, result } from '@groupmap/app-kit';
import type { ImportProgress } from './get-import';
import { IMPORT_OWN_WORDS } from './import-own-words';

/**
 * DELETE /api/maps/{mapId}/imports/{importId}: a pending preview, or a running import still placing
 * addresses, becomes `cancelled` and nothing of it is written.
 */
export async function cancelImport(mapId: number, importId: string): Promise<ImportProgress> {
  return dataOrThrow(
    await result(
      getApiClient().DELETE('/api/maps/{mapId}/imports/{importId}', {
        params: { path: { mapId: String(mapId), importId } },
      }),
      IMPORT_OWN_WORDS,
    ),
  );
}
