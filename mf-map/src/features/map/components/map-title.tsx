import type { ReactNode } from 'react';
import type { MapDetails } from '../api/get-map';
import './map-page.css';

interface MapTitleProps {
  map: Pick<MapDetails, 'name' | 'description'>;
  /** The header's buttons (Edit Map, Share, Download); absent behind the password gate. */
  actions?: ReactNode;
}

/** The map's name and description at the top of the map page, with the page's buttons beside them. */
export function MapTitle({ map, actions }: MapTitleProps) {
  return (
    <header className="map-title">
      <div className="map-title__text">
        <h1>{map.name}</h1>
        {map.description && <p>{map.description}</p>}
      </div>
      {actions && <div className="map-title__actions">{actions}</div>}
    </header>
  );
}
