import { getApiClient, unwrap } from '@groupmap/app-kit';
import type { ApiClient, ApiSchema } from '@groupmap/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MapDetails } from './get-map';

export type Location = ApiSchema<'Location'>;

/**
 * The map's locations, newest first, with the map event sequence (and its epoch) the server read them
 * at: the live channel resumes from there, and writes its changes into this same cache entry.
 */
export interface LocationList {
  locations: Location[];
  sequence: number | null;
  epoch: string | null;
}

/** Spec section 7: the request URL is the first key. */
export function locationsQueryKey(mapId: number) {
  return [`/api/maps/${mapId}/locations`] as const;
}

function numberHeader(value: string | null): number | null {
  const parsed = value === null ? Number.NaN : Number(value);
  return Number.isInteger(parsed) ? parsed : null;
}

/**
 * GET /api/maps/{mapId}/locations. The browser's HTTP cache answers the ETag revalidation itself.
 * Through the page's client, or another one (the embed's reads send no cookies).
 */
export async function listLocations(
  mapId: number,
  client: ApiClient = getApiClient(),
): Promise<LocationList> {
  const call = client.GET('/api/maps/{mapId}/locations', {
    params: { path: { mapId: String(mapId) } },
  });
  const { response } = await call;
  const locations = await unwrap(call);
  return {
    locations,
    sequence: numberHeader(response.headers.get('X-Map-Sequence')),
    epoch: response.headers.get('X-Map-Epoch'),
  };
}

export function locationsQueryOptions(mapId: number, client?: ApiClient) {
  return queryOptions({ queryKey: locationsQueryKey(mapId), queryFn: () => listLocations(mapId, client) });
}

/** The viewable map's locations; a map still behind its password is not asked (spec section 7). */
export function useLocations(map: Pick<MapDetails, 'id' | 'requiresPassword'>) {
  return useQuery({ ...locationsQueryOptions(map.id), enabled: !map.requiresPassword });
}
