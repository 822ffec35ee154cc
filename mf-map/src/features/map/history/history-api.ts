import { dataOrThrow, getApiClient, result, type Result } from '@groupmap/app-kit';
import type { ApiSchema } from '@groupmap/contracts';
import { queryOptions } from '@tanstack/react-query';

export type LocationVersion = ApiSchema<'LocationVersion'>;

/** Spec section 7: the request URL is the first key. */
export function historyQueryKey(mapId: number, locationId: number) {
  return [`/api/maps/${mapId}/locations/${locationId}/history`] as const;
}

/** GET .../locations/{locationId}/history: its versions, the current one first (issue 25). */
export function historyQueryOptions(mapId: number, locationId: number) {
  const path = { mapId: String(mapId), locationId: String(locationId) };
  return queryOptions({
    queryKey: historyQueryKey(mapId, locationId),
    queryFn: async () =>
      dataOrThrow(
        await result(
          getApiClient().GET('/api/maps/{mapId}/locations/{locationId}/history', { params: { path } }),
        ),
      ).versions,
  });
}

/** POST .../history/{versionId}/restore: "Restore this version" (the owner only). */
export function restoreVersion(
  mapId: number,
  locationId: number,
  versionId: number,
): Promise<Result<ApiSchema<'Location'>>> {
  const path = { mapId: String(mapId), locationId: String(locationId), versionId: String(versionId) };
  return result(
    getApiClient().POST('/api/maps/{mapId}/locations/{locationId}/history/{versionId}/restore', {
      params: { path },
    }),
  );
}
