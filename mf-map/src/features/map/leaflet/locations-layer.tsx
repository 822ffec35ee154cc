import type { Map as LeafletMap, Point } from 'leaflet';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useMap, useMapEvent } from 'react-leaflet';
import type { ClusterIndex, MapLocation, ViewItem } from './clustering/location-clusters';
import type { ClusterState } from './clustering/use-location-clusters';
import { LocationPopup } from './location-popup';
import { clusterExpansionLevel, zoomToLocationLevel, type LatLngTuple, type MapViewport } from './map-view';
import { useEscapeClosesPopup } from './use-escape-closes-popup';
import { useFitToLocations } from './use-fit-to-locations';
import { useMapSize } from './use-map-size';
import { useMapView, type MapViewState } from './use-map-view';
import { useMarkersReady } from './use-markers-ready';
import { ClusterMarker, LocationMarker } from './view-markers';

/** A request to zoom to a location; a new `nonce` repeats it for the same location. */
export interface LocationFocusRequest {
  id: number;
  nonce: number;
}

export interface LocationsLayerProps {
  /**
   * The locations as the clustering worker holds them (useLocationClusters): made by the map's lazy
   * wrapper, so the index is being built while Leaflet's own code still loads.
   */
  clusters: ClusterState;
  hoveredId: number | null;
  focusRequest: LocationFocusRequest | null;
  onMarkerSelect: (id: number) => void;
  /** More actions in a location's popup (the map page's "Report" and "History", issue 25). */
  popupActions?: (location: MapLocation) => ReactNode;
  fitKey?: unknown;
  /** The view to open with instead of fitting the locations (the one the visitor last had). */
  initialView?: MapViewport;
  /**
   * Called after each move the visitor makes or asks for (pans, zooms, zoom-to-location, a search's
   * fit), not for the view the map opens with nor when only the map's size changed (the layout
   * moving is not a choice of view). Longitudes are wrapped into ±180.
   */
  onViewChange?: (view: MapViewport) => void;
}

/**
 * Everything drawn over the tiles: the clusters and markers of the current view (recomputed after
 * each move), the chosen location's popup, and the view changes the page asks for.
 */
export function LocationsLayer({
  clusters,
  hoveredId,
  focusRequest,
  onMarkerSelect,
  popupActions,
  fitKey,
  initialView,
  onViewChange,
}: LocationsLayerProps) {
  const map = useMap();
  // Subscribed before any effect below moves the map, so no `moveend` is missed.
  const { view, refresh } = useMapView(map);
  const size = useMapSize();
  const { latest, indexed } = clusters;
  const [popupId, setPopupId] = useState<number | null>(null);

  const { markFitted, opened } = useFitToLocations(map, latest?.drawable, fitKey, size, refresh, initialView);
  useReportViewChanges(map, opened, onViewChange);
  useFocusRequest(latest, focusRequest, (location) => {
    markFitted();
    map.setView([location.latitude, location.longitude], zoomToLocationLevel(map.getZoom()));
    setPopupId(location.id);
  });

  const drawn = useViewItems(indexed, view);
  const items = drawn?.items ?? NO_ITEMS;
  useMarkersReady(map, drawn !== undefined && drawn.view === view && drawn.clusters === latest, view, items);

  const highlightedCluster = useHighlightedCluster(drawn, hoveredId);

  const onMarkerSelectRef = useRef(onMarkerSelect);
  onMarkerSelectRef.current = onMarkerSelect;
  const activateLocation = useCallback((id: number) => {
    setPopupId(id);
    onMarkerSelectRef.current(id);
  }, []);
  const expandCluster = useCallback(
    (clusterId: number, position: LatLngTuple) => {
      void drawn?.clusters.expansionZoom(clusterId).then((zoom) => {
        if (zoom === undefined) return;
        map.setView(position, clusterExpansionLevel(zoom, map.getZoom()));
        // The cluster's marker is about to go: keep the focus in the map rather than lose it.
        map.getContainer().focus({ preventScroll: true });
      });
    },
    [map, drawn?.clusters],
  );
  const closePopup = useCallback(() => setPopupId(null), []);
  const popupClosed = useCallback(
    (id: number) => setPopupId((current) => (current === id ? null : current)),
    [],
  );
  useEscapeClosesPopup(map, popupId, closePopup);

  const popupLocation = popupId === null ? undefined : latest?.location(popupId);
  return (
    <>
      {items.map((item) =>
        item.kind === 'cluster' ? (
          <ClusterMarker
            key={`c${item.clusterId}`}
            clusterId={item.clusterId}
            count={item.count}
            latitude={item.latitude}
            longitude={item.longitude}
            highlighted={item.clusterId === highlightedCluster}
            onExpand={expandCluster}
          />
        ) : (
          <LocationMarker
            key={`l${item.location.id}`}
            location={item.location}
            highlighted={item.location.id === hoveredId}
            onActivate={activateLocation}
          />
        ),
      )}
      {popupLocation && (
        <LocationPopup
          key={popupLocation.id}
          location={popupLocation}
          onClosed={popupClosed}
          actions={popupActions}
        />
      )}
    </>
  );
}

const NO_ITEMS: readonly ViewItem[] = [];

/** What is drawn: the items of `view`, asked of the index `clusters`. */
interface DrawnItems {
  clusters: ClusterIndex;
  view: MapViewState;
  items: readonly ViewItem[];
}

/**
 * The clusters and markers of the current view, asked of the worker after each move or new index.
 * Until the answer comes the previous items stay drawn, so a pan never blanks the map; an answer
 * overtaken by a newer move or index is dropped.
 */
function useViewItems(clusters: ClusterIndex | undefined, view: MapViewState): DrawnItems | undefined {
  const [drawn, setDrawn] = useState<DrawnItems>();
  useEffect(() => {
    if (!clusters) return;
    let current = true;
    clusters.itemsIn(view.edges, view.zoom).then(
      (items) => current && items && setDrawn({ clusters, view, items }),
      (error: unknown) => console.error('The markers of this view could not be found', error),
    );
    return () => {
      current = false;
    };
  }, [clusters, view]);
  return drawn;
}

/**
 * The cluster holding the hovered location, if it is inside one of the drawn clusters: asked of the
 * worker once per drawn set while the pointer is over the list.
 */
function useHighlightedCluster(drawn: DrawnItems | undefined, hoveredId: number | null): number | undefined {
  const hovering = hoveredId !== null;
  const [clusterOf, setClusterOf] = useState<{ drawn: DrawnItems; clusterOf: Map<number, number> }>();
  useEffect(() => {
    if (!hovering || !drawn) return;
    let current = true;
    drawn.clusters.clusterOfEachLocation(drawn.items).then(
      (found) => current && found && setClusterOf({ drawn, clusterOf: found }),
      (error: unknown) => console.error('The hovered location could not be found among the clusters', error),
    );
    return () => {
      current = false;
    };
  }, [hovering, drawn]);
  if (hoveredId === null || !clusterOf || clusterOf.drawn !== drawn) return undefined;
  return clusterOf.clusterOf.get(hoveredId);
}

/**
 * Runs `zoomTo` once per focus request (a new nonce), as soon as the requested location is known.
 * A request for a location that is not drawn (filtered out, no coordinates) is dropped.
 */
function useFocusRequest(
  index: ClusterIndex | undefined,
  request: LocationFocusRequest | null,
  zoomTo: (location: MapLocation) => void,
) {
  const handled = useRef<LocationFocusRequest | null>(null);
  const zoomToRef = useRef(zoomTo);
  zoomToRef.current = zoomTo;
  useEffect(() => {
    if (!request || !index) return;
    if (handled.current?.id === request.id && handled.current.nonce === request.nonce) return;
    handled.current = request;
    const location = index.location(request.id);
    if (location) zoomToRef.current(location);
  }, [index, request]);
}

/**
 * Calls `onViewChange` after every move once the map has its opening view (`opened`), except the
 * `moveend` Leaflet fires when the container was resized (see useMapSize).
 */
function useReportViewChanges(
  map: LeafletMap,
  opened: () => boolean,
  onViewChange: ((view: MapViewport) => void) | undefined,
) {
  const onViewChangeRef = useRef(onViewChange);
  onViewChangeRef.current = onViewChange;
  // Taken at the first render: the opening move may come before this listener is attached.
  const sizeAtLastMove = useRef<Point | null>(null);
  sizeAtLastMove.current ??= map.getSize();
  useMapEvent('moveend', () => {
    const size = map.getSize();
    const resized = !size.equals(sizeAtLastMove.current ?? size);
    sizeAtLastMove.current = size;
    if (resized || !onViewChangeRef.current || !opened()) return;
    const center = map.getCenter().wrap();
    onViewChangeRef.current({ center: [center.lat, center.lng], zoom: map.getZoom() });
  });
}
