import { ApiError, getApiClient, unwrap } from '@groupmap/app-kit';
import type { ApiClient, ApiSchema } from '@groupmap/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type MapDetails = ApiSchema<'Map'>;

const NOT_FOUND = 404;

/**
 * GET /api/maps/{permalink}: the map, or null when there is none. Through the page's client, or
 * another one (the embed's reads send no cookies).
 */
export async function getMap(
  permalink: string,
  client: ApiClient = getApiClient(),
): Promise<MapDetails | null> {
  try {
    return await unwrap(client.GET('/api/maps/{mapKey}', { params: { path: { mapKey: permalink } } }));
  } catch (error) {
    if (error instanceof ApiError && error.status === NOT_FOUND) return null;
    throw error;
  }
}

export function mapQueryOptions(permalink: string, client?: ApiClient) {
  return queryOptions({ queryKey: [`/api/maps/${permalink}`], queryFn: () => getMap(permalink, client) });
}

/** The map behind a permalink; other failures than "no such map" go to the nearest error boundary. */
export function useMap(permalink: string) {
  return useQuery({ ...mapQueryOptions(permalink), throwOnError: true });
}
