import { useMemo, type ReactNode } from 'react';
import { Popup } from 'react-leaflet';
import type { MapLocation } from './clustering/location-clusters';
import type { LatLngTuple } from './map-view';
import { reviewLabel } from './review-label';
import { POPUP_OFFSET } from './marker-icons';

interface LocationPopupProps {
  location: MapLocation;
  /** Leaflet closed the popup (its close button, a click on the map). */
  onClosed: (id: number) => void;
  /** More actions under its address (the map page's "Report" and "History", issue 25). */
  actions?: (location: MapLocation) => ReactNode;
}

/**
 * The popup of the chosen location. Leaflet's own popup strings are HTML; here the content is React
 * children, so a location's name and address are always text.
 */
export function LocationPopup({ location, onClosed, actions }: LocationPopupProps) {
  const { id, name, address, latitude, longitude } = location;
  const review = reviewLabel(location);
  const position = useMemo<LatLngTuple>(() => [latitude, longitude], [latitude, longitude]);
  const eventHandlers = useMemo(() => ({ remove: () => onClosed(id) }), [id, onClosed]);
  return (
    <Popup position={position} offset={POPUP_OFFSET} eventHandlers={eventHandlers}>
      <div className="gm-map-popup">
        <p className="gm-map-popup__name">{name}</p>
        {review && <p className="gm-review-mark">{review}</p>}
        {address && <p className="gm-map-popup__address">{address}</p>}
        {actions?.(location)}
      </div>
    </Popup>
  );
}
