import { useCallback } from 'react';
import type { Location } from '../api/list-locations';
import { useRememberedMapView } from '../hooks/use-map-preferences';
import { markerSelected } from '../state/map-page-slice';
import { useMapPageDispatch, useMapPageState } from '../state/map-page-store';
import { DeferredLocationsMap } from './leaflet-maps';
import { renderLocationActions } from './location-actions';

export interface MapPaneProps {
  mapId: number;
  /** The locations the search keeps, or undefined while they load. */
  locations: readonly Location[] | undefined;
  /** Changes with each new search, so the map frames its results. */
  searchKey: string;
}

/**
 * The map of the locations the search keeps, wired to the page's hover, zoom and selection state.
 * It opens at the view the visitor last had on this map, if any, and remembers each new one.
 */
export function MapPane({ mapId, locations, searchKey }: MapPaneProps) {
  const dispatch = useMapPageDispatch();
  const hoveredId = useMapPageState((state) => state.hoveredLocationId);
  const focusRequest = useMapPageState((state) => state.focusRequest);
  const onMarkerSelect = useCallback((id: number) => dispatch(markerSelected(id)), [dispatch]);
  const { initialView, onViewChange } = useRememberedMapView(mapId);
  return (
    <div className="map-pane">
      <DeferredLocationsMap
        locations={locations}
        hoveredId={hoveredId}
        focusRequest={focusRequest}
        onMarkerSelect={onMarkerSelect}
        popupActions={renderLocationActions}
        fitKey={searchKey}
        initialView={initialView}
        onViewChange={onViewChange}
      />
    </div>
  );
}
