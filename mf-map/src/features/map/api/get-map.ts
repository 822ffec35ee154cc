import { ApiError, getApiClient, unwrap } from '@groupmap/app-kit';
import type { ApiSchema } from '@groupmap/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type MapDetails = ApiSchema<'Map'>;

const NOT_FOUND = 404;

/** GET /api/maps/{permalink}: the map, or null when there is none. */
export async function getMap(permalink: string): Promise<MapDetails | null> {
  try {
    return await unwrap(
      getApiClient().GET('/api/maps/{mapKey}', { params: { path: { mapKey: permalink } } }),
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === NOT_FOUND) return null;
    throw error;
  }
}

export function mapQueryOptions(permalink: string) {
  return queryOptions({ queryKey: [`/api/maps/${permalink}`], queryFn: () => getMap(permalink) });
}

/** The map behind a permalink; other failures than "no such map" go to the nearest error boundary. */
export function useMap(permalink: string) {
  return useQuery({ ...mapQueryOptions(permalink), throwOnError: true });
}
