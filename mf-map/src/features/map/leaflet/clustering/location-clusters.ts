import { CLUSTER_OPTIONS, drawablePoints, ITEM_STRIDE, type ClusterEngine } from '@groupmap/app-kit';
import type { ApiSchema } from '@groupmap/contracts';
import { clusterBbox, clusterZoom, type ViewEdges } from '../map-view';

export type MapLocation = ApiSchema<'Location'>;

/** One thing to draw for the current view: a location of its own, or a cluster of several. */
export type ViewItem =
  | { kind: 'location'; location: MapLocation }
  | { kind: 'cluster'; clusterId: number; count: number; latitude: number; longitude: number };

/** What the map draws from: the locations, indexed in the clustering worker or in the page. */
export interface ClusterIndex {
  readonly drawable: readonly MapLocation[];
  /** Settles once the index can be queried. */
  readonly ready: Promise<void>;
  location(id: number): MapLocation | undefined;
  /** Clusters and single locations inside the view's edges; undefined once replaced. */
  itemsIn(edges: ViewEdges, mapZoom: number): Promise<ViewItem[] | undefined>;
  /** The zoom level at which a cluster splits into several markers. */
  expansionZoom(clusterId: number): Promise<number | undefined>;
  /** For each location inside one of these clusters, the cluster holding it (to highlight it). */
  clusterOfEachLocation(items: readonly ViewItem[]): Promise<Map<number, number> | undefined>;
}

/**
 * The locations that can be drawn, indexed for clustering. Measured need: plain DOM markers in
 * leaflet.markercluster took 1.1-1.7 s for 10,000 locations here, because every marker is created up
 * front; supercluster builds a KD-tree and the map draws only the clusters and markers of the current
 * view (tens to a few hundred DOM nodes). The tree is built in the clustering worker (issue 28: on
 * the main thread it was the longest task of a 10,000-location map's first draw), so the queries
 * are asynchronous; the locations themselves are known at once (`drawable`, `location`).
 * Queries answer undefined once a newer set of locations has replaced this one in the engine. When
 * the shell has already started indexing this very list (app-kit's map-clusters), the build is shared.
 */
export class LocationClusters implements ClusterIndex {
  readonly drawable: readonly MapLocation[];
  /** Settles once the index can be queried. */
  readonly ready: Promise<void>;
  private readonly byId = new Map<number, MapLocation>();
  private readonly generation: number;

  constructor(
    private readonly engine: ClusterEngine,
    locations: readonly MapLocation[],
  ) {
    const { drawable, points } = drawablePoints(locations);
    this.drawable = drawable;
    for (const location of drawable) this.byId.set(location.id, location);
    ({ generation: this.generation, ready: this.ready } = engine.index(locations, CLUSTER_OPTIONS, points));
  }

  location(id: number): MapLocation | undefined {
    return this.byId.get(id);
  }

  /** Clusters and single locations inside the view's edges at a map zoom. */
  async itemsIn(edges: ViewEdges, mapZoom: number): Promise<ViewItem[] | undefined> {
    await this.ready;
    const packed = await this.engine.items(this.generation, clusterBbox(edges), clusterZoom(mapZoom));
    if (!packed) return undefined;
    const items: ViewItem[] = [];
    for (let at = 0; at < packed.length; at += ITEM_STRIDE) {
      const [isCluster, id, count, longitude, latitude] = packed.subarray(
        at,
        at + ITEM_STRIDE,
      ) as unknown as number[];
      if (isCluster) {
        items.push({
          kind: 'cluster',
          clusterId: id!,
          count: count!,
          latitude: latitude!,
          longitude: longitude!,
        });
        continue;
      }
      const location = this.byId.get(id!);
      if (location) items.push({ kind: 'location', location });
    }
    return items;
  }

  /** The zoom level at which a cluster splits into several markers. */
  async expansionZoom(clusterId: number): Promise<number | undefined> {
    await this.ready;
    return this.engine.expansionZoom(this.generation, clusterId);
  }

  /** For each location inside one of these clusters, the cluster holding it (to highlight it). */
  async clusterOfEachLocation(items: readonly ViewItem[]): Promise<Map<number, number> | undefined> {
    const clusterIds = items.flatMap((item) => (item.kind === 'cluster' ? [item.clusterId] : []));
    await this.ready;
    const pairs = await this.engine.leaves(this.generation, clusterIds);
    if (!pairs) return undefined;
    const clusterOf = new Map<number, number>();
    for (let at = 0; at < pairs.length; at += 2) clusterOf.set(pairs[at]!, pairs[at + 1]!);
    return clusterOf;
  }
}
