import { dataOrThrow, getApiClient, result, type Result } from '@groupmap/app-kit';
import type { ApiSchema } from '@groupmap/contracts';
import { queryOptions } from '@tanstack/react-query';

export type MapContributor = ApiSchema<'MapContributor'>;

/** Spec section 7: the request URL is the first key. */
export function contributorsQueryKey(mapId: number) {
  return [`/api/maps/${mapId}/contributors`] as const;
}

/** GET /api/maps/{mapId}/contributors: the owner's "Contributors" (issue 25). */
export function contributorsQueryOptions(mapId: number) {
  return queryOptions({
    queryKey: contributorsQueryKey(mapId),
    queryFn: async () =>
      dataOrThrow(
        await result(
          getApiClient().GET('/api/maps/{mapId}/contributors', {
            params: { path: { mapId: String(mapId) } },
          }),
        ),
      ).contributors,
  });
}

const pathOf = (mapId: number, contributorId: number) => ({
  mapId: String(mapId),
  contributorId: String(contributorId),
});

/** PUT ("Block") or DELETE ("Unblock") /api/maps/{mapId}/contributors/{contributorId}/block. */
export function setBlocked(mapId: number, contributorId: number, blocked: boolean): Promise<Result<unknown>> {
  const params = { path: pathOf(mapId, contributorId) };
  const client = getApiClient();
  return result(
    blocked
      ? client.PUT('/api/maps/{mapId}/contributors/{contributorId}/block', { params })
      : client.DELETE('/api/maps/{mapId}/contributors/{contributorId}/block', { params }),
  );
}

/** POST .../contributors/{contributorId}/remove-locations: "Remove all their locations". */
export function removeAllLocationsOf(
  mapId: number,
  contributorId: number,
): Promise<Result<ApiSchema<'RemovalResponse'>>> {
  return result(
    getApiClient().POST('/api/maps/{mapId}/contributors/{contributorId}/remove-locations', {
      params: { path: pathOf(mapId, contributorId) },
    }),
  );
}
