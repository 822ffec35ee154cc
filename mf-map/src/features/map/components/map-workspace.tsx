import type { MapDetails } from '../api/get-map';
import { useAddOffer } from '../hooks/use-add-offer';
import { useMediaQuery } from '../hooks/use-media-query';
import { useWorkspaceLocations } from '../hooks/use-workspace-locations';
import { useMapPageState } from '../state/map-page-store';
import { WIDE_SCREEN_QUERY } from '../workspace-constants';
import { LocationForm } from './location-form';
import { LocationListArea } from './location-list-area';
import { LocationSearch } from './location-search';
import { MapPane } from './map-pane';
import { NARROW_PANEL_IDS, PanelToggles } from './panel-toggles';
import { ViewTabs, viewPanelId, viewTabId } from './view-tabs';
import './map-workspace.css';

/**
 * The viewable map's working area below its header: the location form, search, the list and the
 * Leaflet map (spec section 2, "Map page"), laid out for narrow and wide screens. Its client state
 * is the map page's store, provided by the page (MapPageStoreProvider).
 */
export function MapWorkspace({ map }: { map: MapDetails }) {
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
  const locations = useWorkspaceLocations(map);
  // No form panel (and no button opening it) for a viewer who may neither add nor is editing.
  const editing = useMapPageState((state) => state.editingLocationId !== null);
  const offer = useAddOffer(map);
  const formPanel = editing || offer !== 'none';
  return wide ? (
    <WideLayout map={map} locations={locations} formPanel={formPanel} />
  ) : (
    <NarrowLayout map={map} locations={locations} formPanel={formPanel} />
  );
}

interface LayoutProps {
  map: MapDetails;
  locations: ReturnType<typeof useWorkspaceLocations>;
  /** Whether the add/edit form's panel has anything to show this viewer. */
  formPanel: boolean;
}

/** From 1024 px: the form (yellow panel), search and list on the left, the map on the right. */
function WideLayout({ map, locations, formPanel }: LayoutProps) {
  return (
    <div className="map-workspace map-workspace--wide">
      <div className="map-workspace__side">
        {formPanel && (
          <section className="location-panel">
            <LocationForm map={map} locations={locations.all} />
          </section>
        )}
        <LocationSearch />
        <LocationListArea mapId={map.id} fields={map.customFields} locations={locations} />
      </div>
      <div className="map-workspace__map">
        <MapPane mapId={map.id} locations={locations.mapped} searchKey={locations.searchKey} />
      </div>
    </div>
  );
}

/**
 * Below 1024 px: "Add New Location" and "Search Locations" open their panel (one at a time), and the
 * "Map View" / "List View" tabs show the map or the list.
 */
function NarrowLayout({ map, locations, formPanel }: LayoutProps) {
  const openPanel = useMapPageState((state) => state.openPanel);
  const viewTab = useMapPageState((state) => state.viewTab);
  return (
    <div className="map-workspace map-workspace--narrow">
      <PanelToggles panels={formPanel ? ['add', 'search'] : ['search']} />
      {formPanel && openPanel === 'add' && (
        <section id={NARROW_PANEL_IDS.add} className="location-panel">
          <LocationForm map={map} locations={locations.all} />
        </section>
      )}
      {openPanel === 'search' && (
        <div id={NARROW_PANEL_IDS.search}>
          <LocationSearch />
        </div>
      )}
      <ViewTabs />
      <div
        role="tabpanel"
        id={viewPanelId(viewTab)}
        aria-labelledby={viewTabId(viewTab)}
        className={`map-workspace__view map-workspace__view--${viewTab}`}
      >
        {viewTab === 'map' ? (
          <MapPane mapId={map.id} locations={locations.mapped} searchKey={locations.searchKey} />
        ) : (
          <LocationListArea mapId={map.id} fields={map.customFields} locations={locations} />
        )}
      </div>
    </div>
  );
}
