import { getApiClient } from '@groupmap/app-kit';
import type { ImportMapping } from '@groupmap/contracts';
import type { ImportProgress } from './get-import';
import { importCall } from './import-call';

/** POST /api/maps/{mapId}/imports/{importId}/commit: starts the import with this mapping (202). */
export function commitImport(
  mapId: number,
  importId: string,
  mapping: ImportMapping,
): Promise<ImportProgress> {
  return importCall(
    getApiClient().POST('/api/maps/{mapId}/imports/{importId}/commit', {
      params: { path: { mapId: String(mapId), importId } },
      body: { mapping },
    }),
  );
}
