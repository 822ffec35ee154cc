import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, useMap } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import { ConfigTileLayer } from './config-tile-layer';
import { MAP_VIEW, type Coordinates, type LatLngTuple } from './map-view';
import { previewIcon } from './marker-icons';
import { useMapSize } from './use-map-size';
import './leaflet-map.css';

const PREVIEW_ICON = previewIcon();

/** Keeps the preview centred on its place when the place changes or the panel resizes. */
function KeepCentred({ center }: { center: LatLngTuple }) {
  const map = useMap();
  const size = useMapSize();
  useEffect(() => {
    map.setView(center, MAP_VIEW.previewZoom, { animate: false });
  }, [map, center, size]);
  return null;
}

export interface PreviewMapProps extends Coordinates {
  /** The preview's accessible name, e.g. the found address. */
  label?: string;
}

/**
 * The location form's address preview: 200 px high at zoom 4, one marker on the found place. It only
 * shows; the address text beside it carries the information, so it takes no input or focus. A group
 * rather than an image: the tile attribution inside holds a link, which an image role would hide.
 */
export function PreviewMap({ latitude, longitude, label }: PreviewMapProps) {
  const center = useMemo<LatLngTuple>(() => [latitude, longitude], [latitude, longitude]);
  return (
    <div className="gm-preview-map" role={label ? 'group' : undefined} aria-label={label}>
      <MapContainer
        className="gm-preview-map__leaflet"
        center={center}
        zoom={MAP_VIEW.previewZoom}
        maxZoom={MAP_VIEW.maxZoom}
        zoomControl={false}
        dragging={false}
        scrollWheelZoom={false}
        doubleClickZoom={false}
        touchZoom={false}
        boxZoom={false}
        keyboard={false}
      >
        <ConfigTileLayer />
        <Marker position={center} icon={PREVIEW_ICON} interactive={false} keyboard={false} />
        <KeepCentred center={center} />
      </MapContainer>
    </div>
  );
}
