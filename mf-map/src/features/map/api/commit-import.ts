import { dataOrThrow, getApiClient, result } from '@groupmap/app-kit';
import type { ImportMapping } from '@groupmap/contracts';
import type { ImportProgress } from './get-import';
import { IMPORT_OWN_WORDS } from './import-own-words';

/** POST /api/maps/{mapId}/imports/{importId}/commit: starts the import with this mapping (202). */
export async function commitImport(
  mapId: number,
  importId: string,
  mapping: ImportMapping,
): Promise<ImportProgress> {
  return dataOrThrow(
    await result(
      getApiClient().POST('/api/maps/{mapId}/imports/{importId}/commit', {
        params: { path: { mapId: String(mapId), importId } },
        body: { mapping },
      }),
      IMPORT_OWN_WORDS,
    ),
  );
}
