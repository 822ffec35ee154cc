import { lazy, Suspense } from 'react';
import type { PreviewMapProps } from '../leaflet';
import { useLocationClusters, type ClusteredMapProps } from '../leaflet/clustering/use-location-clusters';

/*
 * Leaflet (with its clustering) loads as a chunk of its own, requested as soon as this module is
 * evaluated: it downloads while the map and its locations are fetched, and the header, form and list
 * paint without waiting for it.
 */
const leaflet = import(/* webpackChunkName: "page-leaflet" */ '../leaflet');
const LazyLocationsMap = lazy(() => leaflet.then((module) => ({ default: module.LocationsMap })));
const LazyPreviewMap = lazy(() => leaflet.then((module) => ({ default: module.PreviewMap })));

/**
 * The locations map, with an empty frame of its size until Leaflet has loaded. The locations are
 * clustered from here, so the worker builds the index while Leaflet's code is still on its way.
 */
export function DeferredLocationsMap({ locations, ...props }: ClusteredMapProps) {
  const clusters = useLocationClusters(locations);
  return (
    <Suspense fallback={<div className="map-placeholder map-placeholder--locations" />}>
      <LazyLocationsMap clusters={clusters} {...props} />
    </Suspense>
  );
}

/** The address preview's map (200 px high, zoom 4), with an empty frame until Leaflet has loaded. */
export function DeferredPreviewMap(props: PreviewMapProps) {
  return (
    <Suspense fallback={<div className="map-placeholder map-placeholder--preview" />}>
      <LazyPreviewMap {...props} />
    </Suspense>
  );
}
