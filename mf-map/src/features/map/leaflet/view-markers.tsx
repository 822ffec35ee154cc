import { formatMessage, messages } from '@groupmap/contracts';
import type { LeafletEventHandlerFnMap, LeafletKeyboardEvent } from 'leaflet';
import { memo, useMemo } from 'react';
import { Marker } from 'react-leaflet';
import type { MapLocation } from './clustering/location-clusters';
import type { LatLngTuple } from './map-view';
import { reviewLabel } from './review-label';
import { clusterIcon, locationIcon } from './marker-icons';

/** Brings a highlighted marker above its neighbours. */
const HIGHLIGHT_Z_OFFSET = 1000;

/** Keys that press a button (WAI-ARIA button pattern). */
const ACTIVATION_KEYS = new Set(['Enter', ' ']);

/**
 * Leaflet markers with keyboard: true are focusable role="button" divs, but a div does not turn
 * Enter or Space into a click (Leaflet only opens popups bound to the marker on Enter), so both keys
 * are handled here like a click; preventing Space's default keeps the page from scrolling.
 */
function activationHandlers(activate: () => void): LeafletEventHandlerFnMap {
  return {
    click: activate,
    keydown: (event: LeafletKeyboardEvent) => {
      if (!ACTIVATION_KEYS.has(event.originalEvent.key)) return;
      event.originalEvent.preventDefault();
      activate();
    },
  };
}

interface LocationMarkerProps {
  location: MapLocation;
  highlighted: boolean;
  onActivate: (id: number) => void;
}

/**
 * One location: a named, keyboard-reachable marker, tinted when it is the viewer's own and dashed
 * while it awaits the owner's review.
 */
export const LocationMarker = memo(function LocationMarker({
  location,
  highlighted,
  onActivate,
}: LocationMarkerProps) {
  const { id, name, isOwn, latitude, longitude } = location;
  const review = reviewLabel(location);
  const icon = useMemo(
    () => locationIcon(id, name, { own: isOwn, highlighted, review }),
    [id, name, isOwn, highlighted, review],
  );
  const position = useMemo<LatLngTuple>(() => [latitude, longitude], [latitude, longitude]);
  const eventHandlers = useMemo(() => activationHandlers(() => onActivate(id)), [id, onActivate]);
  return (
    <Marker
      position={position}
      icon={icon}
      keyboard
      eventHandlers={eventHandlers}
      zIndexOffset={highlighted ? HIGHLIGHT_Z_OFFSET : 0}
    />
  );
});

interface ClusterMarkerProps {
  clusterId: number;
  count: number;
  latitude: number;
  longitude: number;
  highlighted: boolean;
  onExpand: (clusterId: number, position: LatLngTuple) => void;
}

/** Several nearby locations as one circle with their count; activating it zooms in until they split. */
export const ClusterMarker = memo(function ClusterMarker({
  clusterId,
  count,
  latitude,
  longitude,
  highlighted,
  onExpand,
}: ClusterMarkerProps) {
  const icon = useMemo(
    () => clusterIcon(count, formatMessage(messages.mapPage.clusterOfLocations, { n: count }), highlighted),
    [count, highlighted],
  );
  const position = useMemo<LatLngTuple>(() => [latitude, longitude], [latitude, longitude]);
  const eventHandlers = useMemo(
    () => activationHandlers(() => onExpand(clusterId, position)),
    [clusterId, position, onExpand],
  );
  return (
    <Marker
      position={position}
      icon={icon}
      keyboard
      eventHandlers={eventHandlers}
      zIndexOffset={highlighted ? HIGHLIGHT_Z_OFFSET : 0}
    />
  );
});
