import { dataOrThrow, getApiClient, result } from '@groupmap/app-kit';
import type { ImportMapping } from '@groupmap/contracts';
import type { ImportPreview } from './create-import';
import { IMPORT_OWN_WORDS } from './import-own-words';

/** PATCH /api/maps/{mapId}/imports/{importId}: the pending import's preview under a new mapping. */
export async function previewImportMapping(
  mapId: number,
  importId: string,
  mapping: ImportMapping,
): Promise<ImportPreview> {
  return dataOrThrow(
    await result(
      getApiClient().PATCH('/api/maps/{mapId}/imports/{importId}', {
        params: { path: { mapId: String(mapId), importId } },
        body: { mapping },
      }),
      IMPORT_OWN_WORDS,
    ),
  );
}
