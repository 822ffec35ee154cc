import type { ApiSchema } from '@groupmap/contracts';
import Supercluster from 'supercluster';
import { CLUSTER_MAX_ZOOM, clusterBbox, clusterZoom, hasCoordinates, type ViewEdges } from './map-view';

export type MapLocation = ApiSchema<'Location'>;

/** One thing to draw for the current view: a location of its own, or a cluster of several. */
export type ViewItem =
  | { kind: 'location'; location: MapLocation }
  | { kind: 'cluster'; clusterId: number; count: number; latitude: number; longitude: number };

interface PointProps {
  id: number;
}

/**
 * supercluster measures its radius against a tile `extent` (512 by default, for 512 px vector tiles);
 * Leaflet's tiles are 256 px, so an extent of 256 makes the radius plain screen pixels. Points closer
 * than the radius merge: 60 px keeps markers (28 px) and clusters (up to 50 px) from overlapping in
 * all but rare cases, as WCAG 2.2's target spacing asks.
 */
const CLUSTER_EXTENT = 256;
const CLUSTER_RADIUS_PX = 60;

/**
 * The locations that can be drawn, indexed for clustering. Measured need: plain DOM markers in
 * leaflet.markercluster took 1.1-1.7 s for 10,000 locations here, because every marker is created up
 * front; supercluster builds a KD-tree in tens of milliseconds and the map draws only the clusters
 * and markers of the current view (tens to a few hundred DOM nodes).
 */
export class LocationClusterIndex {
  readonly drawable: readonly MapLocation[];
  private readonly byId = new Map<number, MapLocation>();
  private readonly index = new Supercluster<PointProps, PointProps>({
    radius: CLUSTER_RADIUS_PX,
    extent: CLUSTER_EXTENT,
    maxZoom: CLUSTER_MAX_ZOOM,
  });

  constructor(locations: readonly MapLocation[]) {
    this.drawable = locations.filter(hasCoordinates);
    for (const location of this.drawable) this.byId.set(location.id, location);
    this.index.load(
      this.drawable.map((location) => ({
        type: 'Feature',
        properties: { id: location.id },
        geometry: { type: 'Point', coordinates: [location.longitude, location.latitude] },
      })),
    );
  }

  location(id: number): MapLocation | undefined {
    return this.byId.get(id);
  }

  /** Clusters and single locations inside the view's edges at a map zoom. */
  itemsIn(edges: ViewEdges, mapZoom: number): ViewItem[] {
    return this.index.getClusters(clusterBbox(edges), clusterZoom(mapZoom)).map((feature) => {
      const [longitude, latitude] = feature.geometry.coordinates as [number, number];
      const props = feature.properties;
      if ('cluster' in props && props.cluster) {
        return {
          kind: 'cluster',
          clusterId: props.cluster_id,
          count: props.point_count,
          latitude,
          longitude,
        };
      }
      return { kind: 'location', location: this.byId.get((props as PointProps).id)! };
    });
  }

  /** The zoom level at which a cluster splits into several markers. */
  expansionZoom(clusterId: number): number {
    return this.index.getClusterExpansionZoom(clusterId);
  }

  /** For each location inside one of these clusters, the cluster holding it (to highlight it). */
  clusterOfEachLocation(items: readonly ViewItem[]): Map<number, number> {
    const clusterOf = new Map<number, number>();
    for (const item of items) {
      if (item.kind !== 'cluster') continue;
      for (const leaf of this.index.getLeaves(item.clusterId, Infinity))
        clusterOf.set(leaf.properties.id, item.clusterId);
    }
    return clusterOf;
  }
}
