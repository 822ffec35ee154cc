import { useEffect, useState } from 'react';
import type { LocationsMapProps } from '../locations-map';
import { ClusterEngine } from './cluster-engine';
import { LocationClusters, type ClusterIndex, type MapLocation } from './location-clusters';

/** What a page hands its lazy map: the locations themselves, which the map's wrapper clusters. */
export type ClusteredMapProps = Omit<LocationsMapProps, 'clusters'> & {
  locations: readonly MapLocation[] | undefined;
};

export interface ClusterState {
  /** The newest locations: known at once, for fitting the view, popups and zoom-to requests. */
  latest: ClusterIndex | undefined;
  /** The newest locations whose index is built: what the markers are drawn from. */
  indexed: ClusterIndex | undefined;
}

/**
 * The locations indexed for clustering by a worker of this map's own, started when the map's lazy
 * wrapper mounts (so it is up before the data arrives, and builds while Leaflet's code still loads)
 * and stopped when it goes. Until a new set is indexed (a live
 * update re-indexes every location), the markers keep being drawn from the previous one.
 */
export function useLocationClusters(locations: readonly MapLocation[] | undefined): ClusterState {
  const [engine, setEngine] = useState<ClusterEngine>();
  useEffect(() => {
    const started = new ClusterEngine();
    setEngine(started);
    return () => started.close();
  }, []);

  const [latest, setLatest] = useState<LocationClusters>();
  const [indexed, setIndexed] = useState<LocationClusters>();
  useEffect(() => {
    if (!engine || !locations) return;
    const clusters = new LocationClusters(engine, locations);
    setLatest(clusters);
    let current = true;
    clusters.ready.then(
      () => current && setIndexed(clusters),
      (error: unknown) => console.error('The locations could not be clustered', error),
    );
    return () => {
      current = false;
    };
  }, [engine, locations]);
  return { latest, indexed };
}
