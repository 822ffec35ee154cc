import { getApiClient, result, type Result } from '@groupmap/app-kit';
import { LOGO_FORM_FIELD } from '@groupmap/contracts';
import type { CreateMapRequest, MapDetails, UpdateMapRequest } from '../model/map-settings-values';

/** POST /api/maps. */
export function createMap(body: CreateMapRequest): Promise<Result<MapDetails>> {
  return result(getApiClient().POST('/api/maps', { body }));
}

/** PUT /api/maps/{mapId}. */
export function updateMap(mapId: number, body: UpdateMapRequest): Promise<Result<MapDetails>> {
  return result(
    getApiClient().PUT('/api/maps/{mapKey}', { params: { path: { mapKey: String(mapId) } }, body }),
  );
}

/** POST /api/upload/logo (multipart, field `logo`): the stored logo, or the failure's text. */
export function uploadLogo(file: File): Promise<Result<{ logoUrl: string }>> {
  return result(
    getApiClient().POST('/api/upload/logo', {
      // openapi-fetch sends FormData as is; the typed body describes the field, not the encoding.
      body: { [LOGO_FORM_FIELD]: file } as unknown as { logo: string },
      bodySerializer: (body) => {
        const form = new FormData();
        form.append(LOGO_FORM_FIELD, (body as unknown as Record<string, File>)[LOGO_FORM_FIELD]!);
        return form;
      },
    }),
  );
}

/** GET /api/maps/user: the signed-in user's maps (the owner's view, password included). */
