/**
 * The map constants of spec section 9 and the pure geometry the Leaflet components share. Nothing
 * here touches Leaflet or the DOM, so it is unit-tested in node.
 */
import { CLUSTER_OPTIONS, hasCoordinates, type Coordinates } from '@groupmap/app-kit';

export type LatLngTuple = [latitude: number, longitude: number];

/** Spec section 9, "Map". */
export const MAP_VIEW = {
  initialCenter: [0, 0] as LatLngTuple,
  initialZoom: 2,
  /** The view of a map without markers. */
  emptyCenter: [20, 0] as LatLngTuple,
  emptyZoom: 2,
  fitPadding: 50,
  maxZoom: 12,
  zoomToLocationStep: 2,
  tileSize: 256,
  minHeightPx: 300,
  previewHeightPx: 200,
  previewZoom: 4,
} as const;

/** What a map shows: its centre and zoom level. */
export interface MapViewport {
  center: LatLngTuple;
  zoom: number;
}

/** "Zoom to location": two levels closer than now, never past the tiles' maximum zoom. */
export function zoomToLocationLevel(currentZoom: number): number {
  return Math.min(Math.round(currentZoom) + MAP_VIEW.zoomToLocationStep, MAP_VIEW.maxZoom);
}

// A location's drawability and the clustering options are app-kit's, since the shell indexes the
// locations too, before this remote's code has arrived (issue 28).
export { hasCoordinates, type Coordinates };

/** [[south, west], [north, east]] around every place, or null when there are none. */
export function boundsAround(places: readonly Coordinates[]): [LatLngTuple, LatLngTuple] | null {
  if (places.length === 0) return null;
  let south = Infinity;
  let west = Infinity;
  let north = -Infinity;
  let east = -Infinity;
  for (const { latitude, longitude } of places) {
    if (latitude < south) south = latitude;
    if (latitude > north) north = latitude;
    if (longitude < west) west = longitude;
    if (longitude > east) east = longitude;
  }
  return [
    [south, west],
    [north, east],
  ];
}

/** A view's edges as Leaflet reports them: longitudes may run past ±180 when the world repeats. */
export interface ViewEdges {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** supercluster's bounding box: [westLng, southLat, eastLng, northLat]. */
export type ClusterBbox = [number, number, number, number];

/**
 * The box to ask the cluster index for: latitudes clamped to the poles, and the whole longitude range
 * when the view spans the world (supercluster wraps other out-of-range longitudes itself).
 */
export function clusterBbox({ west, south, east, north }: ViewEdges): ClusterBbox {
  const clampLatitude = (value: number) => Math.max(-90, Math.min(90, value));
  const spansWorld = east - west >= 360;
  return [spansWorld ? -180 : west, clampLatitude(south), spansWorld ? 180 : east, clampLatitude(north)];
}

/** The cluster index's zoom for a map zoom: supercluster works on whole levels. */
export function clusterZoom(mapZoom: number): number {
  return Math.max(0, Math.min(MAP_VIEW.maxZoom, Math.floor(mapZoom)));
}

/**
 * Clusters stop at the level below the tiles' maximum, so at the closest zoom every location is a
 * marker of its own, even two at the same spot (they cannot be told apart by zooming further).
 */
export const CLUSTER_MAX_ZOOM = CLUSTER_OPTIONS.maxZoom;

/** Where a cluster's click leads: the level at which it splits, within the map's zoom range. */
export function clusterExpansionLevel(expansionZoom: number, currentZoom: number): number {
  return Math.min(Math.max(expansionZoom, Math.round(currentZoom) + 1), MAP_VIEW.maxZoom);
}

/** Cluster circles grow with the count (diameters in px, all at least the 24 px WCAG target). */
export function clusterDiameter(count: number): number {
  if (count < 10) return 32;
  if (count < 100) return 38;
  if (count < 1000) return 44;
  return 50;
}
