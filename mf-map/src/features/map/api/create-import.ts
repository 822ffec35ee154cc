import { dataOrThrow, getApiClient, result } from '@groupmap/app-kit';
import { IMPORT_FORM_FIELD, type ApiSchema } from '@groupmap/contracts';
import { IMPORT_OWN_WORDS } from './import-own-words';

export type ImportPreview = ApiSchema<'ImportPreview'>;

/**
 * POST /api/maps/{mapId}/imports (multipart, one field `file`): the file's preview with the mapping
 * the server guessed. Nothing is written to the map yet.
 */
export async function createImport(mapId: number, file: File): Promise<ImportPreview> {
  return dataOrThrow(
    await result(
      getApiClient().POST('/api/maps/{mapId}/imports', {
        params: { path: { mapId: String(mapId) } },
        // openapi-fetch sends FormData as is; the typed body describes the field, not the encoding.
        body: { [IMPORT_FORM_FIELD]: file } as unknown as { file: string },
        bodySerializer: () => {
          const form = new FormData();
          form.append(IMPORT_FORM_FIELD, file);
          return form;
        },
      }),
      IMPORT_OWN_WORDS,
    ),
  );
}
