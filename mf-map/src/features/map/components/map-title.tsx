import type { MapDetails } from '../api/get-map';

/** The map's name and description at the top of the map page. */
export function MapTitle({ map }: { map: MapDetails }) {
  return (
    <header className="map-title">
      <h1>{map.name}</h1>
      {map.description && <p>{map.description}</p>}
    </header>
  );
}
