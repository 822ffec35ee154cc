import { useCallback, useEffect, useRef, useState } from 'react';
import type { MapViewport } from '../leaflet/map-view';
import { validMapView } from '../model/map-preferences';
import { loadMapPreference, saveMapPreference } from '../state/map-preferences-cookie';
import { useMapPageState } from '../state/map-page-store';

/**
 * Remembers the Map/List tab a visitor chooses on this map (the `map_preferences` cookie); the map
 * page opens with it preselected next time. Opening the page writes nothing: only a change does.
 */
export function useRememberViewTab(mapId: number): void {
  const viewTab = useMapPageState((state) => state.viewTab);
  const remembered = useRef(viewTab);
  useEffect(() => {
    if (remembered.current === viewTab) return;
    remembered.current = viewTab;
    saveMapPreference(mapId, { tab: viewTab });
  }, [mapId, viewTab]);
}

/**
 * The view this map last had (read when the map is shown, so switching tabs or layouts keeps it),
 * and the callback that remembers each new one for the next visit.
 */
export function useRememberedMapView(mapId: number): {
  initialView: MapViewport | undefined;
  onViewChange: (view: MapViewport) => void;
} {
  const [initialView] = useState(() => loadMapPreference(mapId).view);
  const onViewChange = useCallback(
    ({ center, zoom }: MapViewport) => {
      const view = validMapView(center, zoom);
      if (view) saveMapPreference(mapId, { view });
    },
    [mapId],
  );
  return { initialView, onViewChange };
}
