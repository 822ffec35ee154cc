import { lazy, Suspense } from 'react';
import { useInPageLocationClusters } from '../features/map/leaflet/clustering/in-page-location-clusters';
import type { ClusteredMapProps } from '../features/map/leaflet/clustering/use-location-clusters';

/*
 * Leaflet (with its clustering) is a chunk of its own, requested as soon as the embed starts: it
 * downloads while the map and its locations are fetched, and the header and list paint without it.
 * Only the locations map is imported (not the map page's address preview).
 */
const leafletMap = import('../features/map/leaflet/locations-map');
const LazyLocationsMap = lazy(() => leafletMap.then((module) => ({ default: module.LocationsMap })));

/**
 * The locations map, with an empty frame of its size until Leaflet has loaded. The embed clusters on
 * its own thread: its 150 kB budget has no room for the map page's clustering worker (issue 28).
 */
export function EmbedMap({ locations, ...props }: ClusteredMapProps) {
  const clusters = useInPageLocationClusters(locations);
  return (
    <Suspense fallback={<div className="map-placeholder map-placeholder--locations" />}>
      <LazyLocationsMap clusters={clusters} {...props} />
    </Suspense>
  );
}
