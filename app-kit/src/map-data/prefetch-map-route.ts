import type { ApiClient } from '@groupmap/contracts';
import { getApiClient } from '../api/api-client';
import { getQueryClient } from '../query/query-client';
import { locationsQueryOptions, mapQueryOptions } from './map-queries';

/** The map page's route: /map/{permalink}, nothing after it. */
const MAP_ROUTE = /^\/map\/([^/]+)\/?$/;

/**
 * How long what the shell fetched early stays in the cache without a page on it (the cache keeps
 * nothing by default): the map remote's code may take a few seconds to arrive on a slow network.
 */
export const EARLY_DATA_KEPT_MS = 30_000;

function permalinkOf(pathname: string): string | null {
  const match = MAP_ROUTE.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/**
 * On the map page's route, asks for the map and then its locations list at once, into the page's
 * query client, while the map remote's code is still loading (issue 28): the remote's queries (the
 * same keys, map-queries.ts) find the answers there, or join the requests in flight. A protected map's
 * list is not asked for (it would be refused); a failure is left for the page's own request to meet.
 */
export async function prefetchMapRoute(pathname: string, client: ApiClient = getApiClient()): Promise<void> {
  const permalink = permalinkOf(pathname);
  if (permalink === null) return;
  const queryClient = getQueryClient();
  const mapQuery = { ...mapQueryOptions(permalink, client), gcTime: EARLY_DATA_KEPT_MS };
  await queryClient.prefetchQuery(mapQuery);
  const map = queryClient.getQueryData(mapQuery.queryKey);
  if (!map || map.requiresPassword) return;
  await queryClient.prefetchQuery({ ...locationsQueryOptions(map.id, client), gcTime: EARLY_DATA_KEPT_MS });
}
