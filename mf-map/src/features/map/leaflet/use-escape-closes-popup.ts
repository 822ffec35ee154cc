import type { Map as LeafletMap } from 'leaflet';
import { useEffect } from 'react';

/** The marker element of a location, when it is drawn on its own (not inside a cluster). */
export function markerElement(map: LeafletMap, locationId: number): HTMLElement | null {
  return map.getContainer().querySelector<HTMLElement>(`[data-location-id="${locationId}"]`);
}

/**
 * Escape inside the map closes the open popup and puts the focus back on its marker (or on the map,
 * when the location is now inside a cluster), so keyboard users do not lose their place (WCAG 2.4.3).
 * Leaflet's own Escape handling only works while the map container itself has the focus.
 */
export function useEscapeClosesPopup(map: LeafletMap, openId: number | null, close: () => void) {
  useEffect(() => {
    if (openId === null) return;
    const container = map.getContainer();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      close();
      (markerElement(map, openId) ?? container).focus({ preventScroll: true });
    };
    container.addEventListener('keydown', onKeyDown);
    return () => container.removeEventListener('keydown', onKeyDown);
  }, [map, openId, close]);
}
