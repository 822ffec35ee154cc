import type { LatLngBounds, Map as LeafletMap } from 'leaflet';
import { useCallback, useState } from 'react';
import { useMapEvent } from 'react-leaflet';
import type { ViewEdges } from './map-view';

/** A snapshot of what the map shows, taken after each move. */
export interface MapViewState {
  zoom: number;
  bounds: LatLngBounds;
  /** The bounds plus a margin, so markers just off-screen are already there when panning. */
  edges: ViewEdges;
}

/** Share of the view's width and height added on each side when asking for markers. */
const OFF_SCREEN_MARGIN = 0.25;

function readView(map: LeafletMap): MapViewState {
  const bounds = map.getBounds();
  const padded = bounds.pad(OFF_SCREEN_MARGIN);
  return {
    zoom: map.getZoom(),
    bounds,
    edges: {
      west: padded.getWest(),
      south: padded.getSouth(),
      east: padded.getEast(),
      north: padded.getNorth(),
    },
  };
}

/** The snapshot still describes the map: no move has happened since it was taken. */
export function viewIsCurrent(view: MapViewState, map: LeafletMap): boolean {
  return view.zoom === map.getZoom() && view.bounds.equals(map.getBounds());
}

/**
 * The map's current view as React state, refreshed on every `moveend` (pans, zooms, fits and
 * resizes all end with one). `refresh` reads it at once, for moves made inside an effect.
 */
export function useMapView(map: LeafletMap): { view: MapViewState; refresh: () => void } {
  const [view, setView] = useState(() => readView(map));
  const refresh = useCallback(() => {
    setView((previous) => (viewIsCurrent(previous, map) ? previous : readView(map)));
  }, [map]);
  useMapEvent('moveend', refresh);
  return { view, refresh };
}
