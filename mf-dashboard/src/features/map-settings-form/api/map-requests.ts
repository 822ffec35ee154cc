import { failureMessage, getApiClient } from '@groupmap/app-kit';
import { LOGO_FORM_FIELD } from '@groupmap/contracts';
import type { CreateMapRequest, MapDetails, UpdateMapRequest } from '../model/map-settings-values';

/** The outcome of a map write: the saved map, or the server's text for the failure toast. */
export type MapWriteResult = { ok: true; map: MapDetails } | { ok: false; message: string };

async function settle(
  call: Promise<{ data?: MapDetails; error?: unknown; response: Response }>,
): Promise<MapWriteResult> {
  try {
    const { data, error, response } = await call;
    if (response.ok && data) return { ok: true, map: data };
    return { ok: false, message: failureMessage(response, error) };
  } catch (thrown) {
    return { ok: false, message: thrown instanceof Error ? thrown.message : String(thrown) };
  }
}

/** POST /api/maps. */
export function createMap(body: CreateMapRequest): Promise<MapWriteResult> {
  return settle(getApiClient().POST('/api/maps', { body }));
}

/** PUT /api/maps/{mapId}. */
export function updateMap(mapId: number, body: UpdateMapRequest): Promise<MapWriteResult> {
  return settle(
    getApiClient().PUT('/api/maps/{mapKey}', { params: { path: { mapKey: String(mapId) } }, body }),
  );
}

/** POST /api/upload/logo (multipart, field `logo`): the stored logo's URL, or the failure's text. */
export async function uploadLogo(
  file: File,
): Promise<{ ok: true; logoUrl: string } | { ok: false; message: string }> {
  try {
    const { data, error, response } = await getApiClient().POST('/api/upload/logo', {
      // openapi-fetch sends FormData as is; the typed body describes the field, not the encoding.
      body: { [LOGO_FORM_FIELD]: file } as unknown as { logo: string },
      bodySerializer: (body) => {
        const form = new FormData();
        form.append(LOGO_FORM_FIELD, (body as unknown as Record<string, File>)[LOGO_FORM_FIELD]!);
        return form;
      },
    });
    if (response.ok && data) return { ok: true, logoUrl: data.logoUrl };
    return { ok: false, message: failureMessage(response, error) };
  } catch (thrown) {
    return { ok: false, message: thrown instanceof Error ? thrown.message : '' };
  }
}

/** GET /api/maps/user: the signed-in user's maps (the owner's view, password included). */
