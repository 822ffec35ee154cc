import { dataOrThrow, getApiClient, result, type Result } from '@groupmap/app-kit';
import type { ApiSchema } from '@groupmap/contracts';
import { queryOptions } from '@tanstack/react-query';

export type ReviewItem = ApiSchema<'ReviewItem'>;
export type ReviewDecision = 'approve' | 'reject';

/** Spec section 7: the request URL is the first key. */
export function reviewQueueQueryKey(mapId: number) {
  return [`/api/maps/${mapId}/review`] as const;
}

/** GET /api/maps/{mapId}/review: the owner's queue, oldest first. */
export function reviewQueueQueryOptions(mapId: number) {
  return queryOptions({
    queryKey: reviewQueueQueryKey(mapId),
    queryFn: async () =>
      dataOrThrow(
        await result(
          getApiClient().GET('/api/maps/{mapId}/review', { params: { path: { mapId: String(mapId) } } }),
        ),
      ).items,
  });
}

/** POST /api/maps/{mapId}/review/{decision}: how many of `ids` it decided. */
export async function decideReview(
  mapId: number,
  decision: ReviewDecision,
  ids: string[],
): Promise<Result<ApiSchema<'ReviewDecisionResponse'>>> {
  return result(
    getApiClient().POST('/api/maps/{mapId}/review/{decision}', {
      params: { path: { mapId: String(mapId), decision } },
      body: { ids },
    }),
  );
}

/** PUT (trust) or DELETE (no longer trust) /api/maps/{mapId}/contributors/{contributorId}/trust. */
export async function setTrust(
  mapId: number,
  contributorId: number,
  trusted: boolean,
): Promise<Result<unknown>> {
  const path = { mapId: String(mapId), contributorId: String(contributorId) };
  const client = getApiClient();
  return result(
    trusted
      ? client.PUT('/api/maps/{mapId}/contributors/{contributorId}/trust', { params: { path } })
      : client.DELETE('/api/maps/{mapId}/contributors/{contributorId}/trust', { params: { path } }),
  );
}

export type ReportedLocation = ApiSchema<'ReportedLocation'>;

/** Spec section 7: the request URL is the first key. */
export function reportedLocationsQueryKey(mapId: number) {
  return [`/api/maps/${mapId}/reports`] as const;
}

/**
 * GET /api/maps/{mapId}/reports: the owner's "Reported" tab (issue 25). A new report changes nothing
 * on the live channel until it hides a location, so the count is read again now and then as well.
 */
export function reportedLocationsQueryOptions(mapId: number) {
  return queryOptions({
    queryKey: reportedLocationsQueryKey(mapId),
    queryFn: async () =>
      dataOrThrow(
        await result(
          getApiClient().GET('/api/maps/{mapId}/reports', { params: { path: { mapId: String(mapId) } } }),
        ),
      ).items,
    refetchInterval: 60_000,
  });
}

/** POST /api/maps/{mapId}/reports/{locationId}/keep: the owner's "Keep". */
export function keepReportedLocation(mapId: number, locationId: number): Promise<Result<unknown>> {
  return result(
    getApiClient().POST('/api/maps/{mapId}/reports/{locationId}/keep', {
      params: { path: { mapId: String(mapId), locationId: String(locationId) } },
    }),
  );
}
