import { mapPagePermalink, type ApiClient } from '@groupmap/contracts';
import { getApiClient } from '../api/api-client';
import { loadMapClusters, type MapClustersModule } from '../map-clusters/load-map-clusters';
import { getQueryClient } from '../query/query-client';
import { locationsQueryOptions, mapQueryOptions } from './map-queries';

/**
 * How long what the shell fetched early stays in the cache without a page on it (the cache keeps
 * nothing by default): the map remote's code may take a few seconds to arrive on a slow network.
 */
export const EARLY_DATA_KEPT_MS = 30_000;

/**
 * On the map page's route, asks for the map and then its locations list at once, into the page's
 * query client, while the map remote's code is still loading (issue 28): the remote's queries (the
 * same keys, map-queries.ts) find the answers there, or join the requests in flight. A protected map's
 * list is not asked for (it would be refused); a failure is left for the page's own request to meet.
 * The clustering engine's chunk loads meanwhile and starts its worker, which indexes the list as soon
 * as it is in, so the map draws from a built index when its code arrives.
 */
export async function prefetchMapRoute(
  pathname: string,
  client: ApiClient = getApiClient(),
  loadClusters: () => Promise<
    Pick<MapClustersModule, 'startClusterEngine' | 'prebuildClusters'>
  > = loadMapClusters,
): Promise<void> {
  const permalink = mapPagePermalink(pathname);
  if (permalink === null) return;
  // A chunk that fails to load is the page's own load's to report; this early start just stops.
  const clusters = loadClusters().then(
    (module) => {
      module.startClusterEngine();
      return module;
    },
    () => undefined,
  );
  const queryClient = getQueryClient();
  const mapQuery = { ...mapQueryOptions(permalink, client), gcTime: EARLY_DATA_KEPT_MS };
  await queryClient.prefetchQuery(mapQuery);
  const map = queryClient.getQueryData(mapQuery.queryKey);
  if (!map || map.requiresPassword) return;
  const listQuery = { ...locationsQueryOptions(map.id, client), gcTime: EARLY_DATA_KEPT_MS };
  await queryClient.prefetchQuery(listQuery);
  const list = queryClient.getQueryData(listQuery.queryKey);
  if (list) (await clusters)?.prebuildClusters(list.locations);
}
