import { TileLayer } from 'react-leaflet';
import { MAP_VIEW } from './map-view';
import { useTileSettings } from './use-tile-settings';

/**
 * The configured tile layer with its attribution (shown by Leaflet's attribution control). The
 * attribution is operator configuration, not user text, and may hold a link, so it stays HTML.
 */
export function ConfigTileLayer() {
  const tiles = useTileSettings();
  if (!tiles) return null;
  return (
    <TileLayer
      url={tiles.url}
      attribution={tiles.attribution}
      tileSize={MAP_VIEW.tileSize}
      maxZoom={MAP_VIEW.maxZoom}
    />
  );
}
