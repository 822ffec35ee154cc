import { dataOrThrow, getApiClient, result, type Result } from '@groupmap/app-kit';
import type { ApiSchema } from '@groupmap/contracts';
import { queryOptions } from '@tanstack/react-query';

export type TrustedContributor = ApiSchema<'TrustedContributors'>['contributors'][number];

/** Spec section 7: the request URL is the first key. */
export const trustedContributorsKey = (mapId: number) => [`/api/maps/${mapId}/contributors/trusted`] as const;

/** GET /api/maps/{mapId}/contributors/trusted: the owner's trusted contributors (issue 24). */
export function trustedContributorsQueryOptions(mapId: number) {
  return queryOptions({
    queryKey: trustedContributorsKey(mapId),
    queryFn: async () =>
      dataOrThrow(
        await result(
          getApiClient().GET('/api/maps/{mapId}/contributors/trusted', {
            params: { path: { mapId: String(mapId) } },
          }),
        ),
      ).contributors,
  });
}

/** DELETE /api/maps/{mapId}/contributors/{contributorId}/trust: "Remove". */
export function removeTrust(mapId: number, contributorId: number): Promise<Result<unknown>> {
  return result(
    getApiClient().DELETE('/api/maps/{mapId}/contributors/{contributorId}/trust', {
      params: { path: { mapId: String(mapId), contributorId: String(contributorId) } },
    }),
  );
}
