import type { Map as LeafletMap } from 'leaflet';
import { useEffect } from 'react';
import { viewIsCurrent, type MapViewState } from './use-map-view';

/** Set on the Leaflet container while its markers match what it shows (the load benchmark waits). */
export const MARKERS_READY_ATTRIBUTE = 'data-markers-ready';

/**
 * Marks the map container once every marker or cluster of the current view is on the map. Markers
 * are children: their effects (adding them to Leaflet) have run before this one. A view that no
 * longer matches the map (a fit happened this very commit) is not ready: the next render is.
 */
export function useMarkersReady(map: LeafletMap, loaded: boolean, view: MapViewState, drawn: unknown) {
  useEffect(() => {
    if (!loaded || !viewIsCurrent(view, map)) return;
    const container = map.getContainer();
    container.setAttribute(MARKERS_READY_ATTRIBUTE, 'true');
    return () => container.removeAttribute(MARKERS_READY_ATTRIBUTE);
  }, [map, loaded, view, drawn]);
}
