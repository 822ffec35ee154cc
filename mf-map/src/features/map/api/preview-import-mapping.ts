import { getApiClient } from '@groupmap/app-kit';
import type { ImportMapping } from '@groupmap/contracts';
import type { ImportPreview } from './create-import';
import { importCall } from './import-call';

/** PATCH /api/maps/{mapId}/imports/{importId}: the pending import's preview under a new mapping. */
export function previewImportMapping(
  mapId: number,
  importId: string,
  mapping: ImportMapping,
): Promise<ImportPreview> {
  return importCall(
    getApiClient().PATCH('/api/maps/{mapId}/imports/{importId}', {
      params: { path: { mapId: String(mapId), importId } },
      body: { mapping },
    }),
  );
}
