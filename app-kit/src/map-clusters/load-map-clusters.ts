/**
 * app-kit's clustering engine (map-clusters.ts), in a chunk of its own: only map pages load it, so
 * the landing page's budget carries none of it. The shell starts it at boot on a map route.
 */
export function loadMapClusters() {
  return import(/* webpackChunkName: "map-clusters" */ './map-clusters');
}

export type MapClustersModule = Awaited<ReturnType<typeof loadMapClusters>>;
