import { getApiClient, result, type Result } from '@groupmap/app-kit';
import type { ApiSchema } from '@groupmap/contracts';

export type ReportLocationRequest = ApiSchema<'ReportLocationRequest'>;

/** POST /api/maps/{mapId}/locations/{locationId}/reports: a viewer reports a location (issue 25). */
export function reportLocation(
  mapId: number,
  locationId: number,
  body: ReportLocationRequest,
): Promise<Result<unknown>> {
  return result(
    getApiClient().POST('/api/maps/{mapId}/locations/{locationId}/reports', {
      params: { path: { mapId: String(mapId), locationId: String(locationId) } },
      body,
    }),
  );
}
