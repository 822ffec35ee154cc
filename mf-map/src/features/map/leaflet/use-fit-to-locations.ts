import type { Map as LeafletMap } from 'leaflet';
import { useCallback, useEffect, useRef } from 'react';
import type { LocationClusterIndex } from './cluster-index';
import { boundsAround, MAP_VIEW } from './map-view';
import type { MapSize } from './use-map-size';

const NOT_FITTED = Symbol('not fitted');

/**
 * Fits the map to every drawable location (padding 50), or shows [20,0] at zoom 2 when there is
 * none: once when the locations first arrive, and again whenever `fitKey` changes (the page passes
 * its search text, so a search frames its results). Other changes to the locations (a location
 * added, a live update) leave the view alone: the viewer may be looking somewhere on purpose.
 * A hidden map (no size) fits when it is shown. Returns a function that marks the current key as
 * fitted, for a zoom-to-location that should win over a fit still pending.
 */
export function useFitToLocations(
  map: LeafletMap,
  index: LocationClusterIndex | undefined,
  fitKey: unknown,
  size: MapSize,
  afterMove: () => void,
): () => void {
  const fittedKey = useRef<unknown>(NOT_FITTED);
  useEffect(() => {
    if (!index || Object.is(fittedKey.current, fitKey)) return;
    if (size.width === 0 || size.height === 0) return;
    // The first view of the page is drawn at once (the load benchmark waits for it); later fits move.
    const animate = fittedKey.current !== NOT_FITTED;
    fittedKey.current = fitKey;
    const bounds = boundsAround(index.drawable);
    if (bounds) {
      map.fitBounds(bounds, {
        padding: [MAP_VIEW.fitPadding, MAP_VIEW.fitPadding],
        maxZoom: MAP_VIEW.maxZoom,
        animate,
      });
    } else {
      map.setView(MAP_VIEW.emptyCenter, MAP_VIEW.emptyZoom, { animate });
    }
    afterMove();
  }, [map, index, fitKey, size, afterMove]);
  return useCallback(() => {
    fittedKey.current = fitKey;
  }, [fitKey]);
}
