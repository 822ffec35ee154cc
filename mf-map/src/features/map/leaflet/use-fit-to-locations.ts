import type { Map as LeafletMap } from 'leaflet';
import { useCallback, useEffect, useRef } from 'react';
import { boundsAround, MAP_VIEW, type Coordinates, type MapViewport } from './map-view';
import type { MapSize } from './use-map-size';

const NOT_FITTED = Symbol('not fitted');

export interface FitControls {
  /** Marks the current key as fitted, for a zoom-to-location that should win over a fit still pending. */
  markFitted: () => void;
  /** The opening view is set (fitted, restored or zoomed to): later moves are the viewer's. */
  opened: () => boolean;
}

/**
 * Fits the map to every drawable location (padding 50), or shows [20,0] at zoom 2 when there is
 * none: once when the locations first arrive, and again whenever `fitKey` changes (the page passes
 * its search text, so a search frames its results). Other changes to the locations (a location
 * added, a live update) leave the view alone: the viewer may be looking somewhere on purpose.
 * An `initialView` (the view the visitor last had) replaces the first fit; later keys still fit.
 * A hidden map (no size) fits when it is shown.
 */
export function useFitToLocations(
  map: LeafletMap,
  /** The locations that can be drawn; undefined until they have arrived. */
  drawable: readonly Coordinates[] | undefined,
  fitKey: unknown,
  size: MapSize,
  afterMove: () => void,
  initialView?: MapViewport,
): FitControls {
  const fittedKey = useRef<unknown>(NOT_FITTED);
  // Only the view at mount counts: the page may pass newer ones as the viewer moves.
  const openingView = useRef(initialView);
  useEffect(() => {
    if (Object.is(fittedKey.current, fitKey)) return;
    if (size.width === 0 || size.height === 0) return;
    const opening = fittedKey.current === NOT_FITTED;
    const restored = opening ? openingView.current : undefined;
    if (restored) {
      // Set again now the map has its size, which may have shifted the centre it was created with.
      map.setView(restored.center, restored.zoom, { animate: false });
    } else if (!drawable) {
      return;
    } else {
      // The first view of the page is drawn at once (the load benchmark waits for it); later fits move.
      const bounds = boundsAround(drawable);
      if (bounds) {
        map.fitBounds(bounds, {
          padding: [MAP_VIEW.fitPadding, MAP_VIEW.fitPadding],
          maxZoom: MAP_VIEW.maxZoom,
          animate: !opening,
        });
      } else {
        map.setView(MAP_VIEW.emptyCenter, MAP_VIEW.emptyZoom, { animate: !opening });
      }
    }
    // Marked after the move, so the opening move's (synchronous) `moveend` still counts as opening.
    fittedKey.current = fitKey;
    afterMove();
  }, [map, drawable, fitKey, size, afterMove]);
  const markFitted = useCallback(() => {
    fittedKey.current = fitKey;
  }, [fitKey]);
  const opened = useCallback(() => fittedKey.current !== NOT_FITTED, []);
  return { markFitted, opened };
}
