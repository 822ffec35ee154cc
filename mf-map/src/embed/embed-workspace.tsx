import { useCallback, useState } from 'react';
import type { MapDetails } from '../features/map/api/get-map';
import { LocationSearchInput } from '../features/map/components/location-search-input';
import { ViewTabList, viewPanelId, viewTabId } from '../features/map/components/view-tab-list';
import { useMediaQuery } from '../features/map/hooks/use-media-query';
import { useSearchedLocations } from '../features/map/hooks/use-searched-locations';
import type { LocationFocusRequest } from '../features/map/leaflet/locations-layer';
import type { ViewTab } from '../features/map/model/view-tab';
import { useEmbeddedLocations } from './embed-api';
import { EmbedLocationList } from './embed-location-list';
import { EmbedMap } from './embed-map';

/**
 * Frames this wide show the list and the map side by side (the medium 600x450 and large 800x600
 * embed sizes); narrower ones (small, 400x300) show one at a time under "Map View" / "List View".
 */
const SIDE_BY_SIDE_QUERY = '(min-width: 560px)';

/**
 * The embedded map's search, list and map, view-only. Its few bits of client state are plain React
 * state: the map page's Redux store would cost the embed's small bundle more than it gives here.
 */
export function EmbedWorkspace({ map }: { map: MapDetails }) {
  const query = useEmbeddedLocations(map);
  const [searchText, setSearchText] = useState('');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [hoveredId, setHoveredId] = useState<number | null>(null);
  const [focusRequest, setFocusRequest] = useState<LocationFocusRequest | null>(null);
  const [viewTab, setViewTab] = useState<ViewTab>('map');
  const sideBySide = useMediaQuery(SIDE_BY_SIDE_QUERY);
  const { listed, mapped, searchKey } = useSearchedLocations(query.data?.locations, searchText);

  const toggleLocation = useCallback(
    (id: number) => setSelectedId((current) => (current === id ? null : id)),
    [],
  );
  // "Zoom to location": a new request each time, and the map comes into view on narrow frames.
  const zoomToLocation = useCallback((id: number) => {
    setFocusRequest((current) => ({ id, nonce: (current?.nonce ?? 0) + 1 }));
    setViewTab('map');
  }, []);

  const search = <LocationSearchInput id="embed-search" value={searchText} onChange={setSearchText} />;
  const list = (
    <EmbedLocationList
      query={query}
      fields={map.customFields}
      locations={listed}
      selectedId={selectedId}
      onToggle={toggleLocation}
      onZoom={zoomToLocation}
      onHover={setHoveredId}
    />
  );
  const locationsMap = (
    <EmbedMap
      locations={mapped}
      hoveredId={hoveredId}
      focusRequest={focusRequest}
      onMarkerSelect={setSelectedId}
      fitKey={searchKey}
    />
  );

  if (sideBySide) {
    return (
      <main className="map-workspace embed-workspace embed-workspace--wide">
        <div className="embed-workspace__side">
          {search}
          {list}
        </div>
        <div className="embed-workspace__map">{locationsMap}</div>
      </main>
    );
  }
  return (
    <main className="map-workspace embed-workspace embed-workspace--narrow">
      <div className="embed-workspace__toolbar">
        {search}
        <ViewTabList current={viewTab} onChoose={setViewTab} />
      </div>
      <div
        role="tabpanel"
        id={viewPanelId(viewTab)}
        aria-labelledby={viewTabId(viewTab)}
        className={`embed-workspace__view embed-workspace__view--${viewTab}`}
      >
        {viewTab === 'map' ? locationsMap : list}
      </div>
    </main>
  );
}
