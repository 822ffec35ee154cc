/** The map page's Leaflet maps: the locations map and the location form's address preview. */
export { LocationsMap, type LocationsMapProps } from './locations-map';
export type { LocationFocusRequest } from './locations-layer';
export { PreviewMap, type PreviewMapProps } from './preview-map';
export { MARKERS_READY_ATTRIBUTE } from './use-markers-ready';
export { MAP_VIEW, zoomToLocationLevel } from './map-view';
export type { MapLocation } from './clustering/location-clusters';
