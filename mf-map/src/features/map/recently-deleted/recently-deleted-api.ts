import { dataOrThrow, getApiClient, result, type Result } from '@groupmap/app-kit';
import type { ApiSchema } from '@groupmap/contracts';
import { queryOptions } from '@tanstack/react-query';

export type DeletedLocation = ApiSchema<'DeletedLocation'>;

/** Spec section 7: the request URL is the first key. */
export function recentlyDeletedQueryKey(mapId: number) {
  return [`/api/maps/${mapId}/deleted`] as const;
}

/** GET /api/maps/{mapId}/deleted: the owner's "Recently deleted" (issue 25), most recent first. */
export function recentlyDeletedQueryOptions(mapId: number) {
  return queryOptions({
    queryKey: recentlyDeletedQueryKey(mapId),
    queryFn: async () =>
      dataOrThrow(
        await result(
          getApiClient().GET('/api/maps/{mapId}/deleted', { params: { path: { mapId: String(mapId) } } }),
        ),
      ).items,
  });
}

/** POST /api/maps/{mapId}/deleted/restore: by ids, or a whole removal; how many came back. */
export function restoreDeleted(
  mapId: number,
  which: { ids: number[] } | { removalId: string },
): Promise<Result<{ count: number }>> {
  return result(
    getApiClient().POST('/api/maps/{mapId}/deleted/restore', {
      params: { path: { mapId: String(mapId) } },
      body: which,
    }),
  );
}
