import type { ApiClient, ApiSchema } from '@groupmap/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, unwrap } from '../api/api-error';

// The map page's two reads, here rather than in the map remote because the shell starts them while
// that remote's code is still loading (prefetch-map-route.ts, issue 28): both must use the same keys
// and shapes, and the shell imports nothing of mf-map.

export type MapDetails = ApiSchema<'Map'>;
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

const NOT_FOUND = 404;

/**
 * How long an answer counts as fresh when a page mounts on it: long enough that the map page takes
 * what the shell fetched a moment earlier instead of asking again. The list is kept current by the
 * live channel afterwards; anything that changes it otherwise invalidates it.
 */
export const MAP_DATA_FRESH_MS = 10_000;

/**
 * GET /api/maps/{permalink}: the map, or null when there is none. Through the page's client
 * (getApiClient), or another one (the embed's reads send no cookies). The client is always passed,
 * so the embed's bundle carries no session or CSRF code it never runs.
 */
export async function getMap(permalink: string, client: ApiClient): Promise<MapDetails | null> {
  try {
    return await unwrap(client.GET('/api/maps/{mapKey}', { params: { path: { mapKey: permalink } } }));
  } catch (error) {
    if (error instanceof ApiError && error.status === NOT_FOUND) return null;
    throw error;
  }
}

/** Spec section 7: the request URL is the first key. */
export function mapQueryKey(permalink: string) {
  return [`/api/maps/${permalink}`] as const;
}

export function mapQueryOptions(permalink: string, client: ApiClient) {
  return queryOptions({
    queryKey: mapQueryKey(permalink),
    queryFn: () => getMap(permalink, client),
    staleTime: MAP_DATA_FRESH_MS,
  });
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
export async function listLocations(mapId: number, client: ApiClient): Promise<LocationList> {
  const call = client.GET('/api/maps/{mapId}/locations', { params: { path: { mapId: String(mapId) } } });
  const { response } = await call;
  const locations = await unwrap(call);
  return {
    locations,
    sequence: numberHeader(response.headers.get('X-Map-Sequence')),
    epoch: response.headers.get('X-Map-Epoch'),
  };
}

export function locationsQueryOptions(mapId: number, client: ApiClient) {
  return queryOptions({
    queryKey: locationsQueryKey(mapId),
    queryFn: () => listLocations(mapId, client),
    staleTime: MAP_DATA_FRESH_MS,
  });
}
