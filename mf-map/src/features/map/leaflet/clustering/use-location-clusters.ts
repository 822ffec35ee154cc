import { loadMapClusters, type ClusterEngine } from '@groupmap/app-kit';
import { useEffect, useState } from 'react';
import type { LocationsMapProps } from '../locations-map';
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
 * The locations indexed for clustering by a worker of this map's own, taken when the map's lazy
 * wrapper mounts and stopped when it goes. On a first load the shell has started that worker and is
 * already indexing the list (app-kit's map-clusters, issue 28); otherwise it starts here, before
 * Leaflet's code has run. Until a new set is indexed (a live update re-indexes every location), the
 * markers keep being drawn from the previous one.
 */
export function useLocationClusters(locations: readonly MapLocation[] | undefined): ClusterState {
  const [engine, setEngine] = useState<ClusterEngine>();
  useEffect(() => {
    let gone = false;
    let taken: ClusterEngine | undefined;
    loadMapClusters().then(
      ({ takeClusterEngine }) => {
        if (gone) return;
        taken = takeClusterEngine();
        setEngine(taken);
      },
      (error: unknown) => console.error('The clustering code could not be loaded', error),
    );
    return () => {
      gone = true;
      taken?.close();
    };
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
