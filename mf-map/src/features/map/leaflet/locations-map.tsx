import { messages } from '@groupmap/contracts';
import { MapContainer } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import { ConfigTileLayer } from './config-tile-layer';
import { LocationsLayer, type LocationsLayerProps } from './locations-layer';
import { MAP_VIEW } from './map-view';
import './leaflet-map.css';

export type LocationsMapProps = LocationsLayerProps & {
  /** Extra classes on the map's outer element (its size: the map fills it, at least 300 px high). */
  className?: string;
};

/**
 * The map of a map page: tiles from the runtime configuration, the locations clustered for the
 * current view, popups, hover highlighting and zoom-to requests. It holds no page state: the page
 * passes the (already searched) locations and reacts to `onMarkerSelect`; it may open at an
 * `initialView` rather than fitting the locations, and reports later views to `onViewChange`. Its
 * Leaflet container carries `data-markers-ready` once the markers of the current view are drawn.
 */
export function LocationsMap({ className, ...layer }: LocationsMapProps) {
  return (
    <section
      className={className ? `gm-locations-map ${className}` : 'gm-locations-map'}
      aria-label={messages.mapPage.mapRegion}
    >
      <MapContainer
        className="gm-locations-map__leaflet"
        center={layer.initialView?.center ?? MAP_VIEW.initialCenter}
        zoom={layer.initialView?.zoom ?? MAP_VIEW.initialZoom}
        maxZoom={MAP_VIEW.maxZoom}
      >
        <ConfigTileLayer />
        <LocationsLayer {...layer} />
      </MapContainer>
    </section>
  );
}
