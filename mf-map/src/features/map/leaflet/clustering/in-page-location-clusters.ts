import { CLUSTER_OPTIONS } from '@groupmap/app-kit';
import { useMemo } from 'react';
import Supercluster from 'supercluster';
import { clusterBbox, clusterZoom, hasCoordinates, type ViewEdges } from '../map-view';
import type { ClusterIndex, MapLocation, ViewItem } from './location-clusters';
import type { ClusterState } from './use-location-clusters';

interface PointProps {
  id: number;
}

/**
 * The locations indexed on the page's own thread, with the same answers as the worker's
 * (`LocationClusters`): the embed's choice, whose 150 kB budget has no room for the worker's engine
 * and supercluster's text beside it (issue 28). The index is built when the locations arrive.
 */
export class InPageLocationClusters implements ClusterIndex {
  readonly drawable: readonly MapLocation[];
  readonly ready = Promise.resolve();
  private readonly byId = new Map<number, MapLocation>();
  private readonly index = new Supercluster<PointProps, PointProps>(CLUSTER_OPTIONS);

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

  async itemsIn(edges: ViewEdges, mapZoom: number): Promise<ViewItem[]> {
    return this.index.getClusters(clusterBbox(edges), clusterZoom(mapZoom)).map((feature) => {
      const [longitude, latitude] = feature.geometry.coordinates as [number, number];
      const props = feature.properties;
      if ('cluster' in props && props.cluster)
        return {
          kind: 'cluster',
          clusterId: props.cluster_id,
          count: props.point_count,
          latitude,
          longitude,
        };
      return { kind: 'location', location: this.byId.get((props as PointProps).id)! };
    });
  }

  async expansionZoom(clusterId: number): Promise<number> {
    return this.index.getClusterExpansionZoom(clusterId);
  }

  async clusterOfEachLocation(items: readonly ViewItem[]): Promise<Map<number, number>> {
    const clusterOf = new Map<number, number>();
    for (const item of items) {
      if (item.kind !== 'cluster') continue;
      for (const leaf of this.index.getLeaves(item.clusterId, Infinity))
        clusterOf.set(leaf.properties.id, item.clusterId);
    }
    return clusterOf;
  }
}

/** The locations clustered on the page's own thread (the embed), as useLocationClusters answers. */
export function useInPageLocationClusters(locations: readonly MapLocation[] | undefined): ClusterState {
  const clusters = useMemo(
    () => (locations ? new InPageLocationClusters(locations) : undefined),
    [locations],
  );
  return { latest: clusters, indexed: clusters };
}
