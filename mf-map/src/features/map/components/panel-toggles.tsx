import { panelToggled, type NarrowPanel } from '../state/map-page-slice';
import { useMapPageDispatch, useMapPageState } from '../state/map-page-store';
import { LOCATION_LABELS } from './location-labels';

export const NARROW_PANEL_IDS: Record<NarrowPanel, string> = {
  add: 'map-panel-add',
  search: 'map-panel-search',
};

const PANEL_LABELS: Record<NarrowPanel, string> = {
  add: LOCATION_LABELS.addNewLocation,
  search: LOCATION_LABELS.searchLocations,
};

/**
 * Narrow screens: the two black buttons that open the add form or the search box, one at a time;
 * only the search one for a viewer who may not add (issue 24).
 */
export function PanelToggles({ panels }: { panels: readonly NarrowPanel[] }) {
  const dispatch = useMapPageDispatch();
  const openPanel = useMapPageState((state) => state.openPanel);
  return (
    <div className="panel-toggles">
      {panels.map((panel) => (
        <button
          key={panel}
          type="button"
          className="gm-button"
          aria-expanded={openPanel === panel}
          aria-controls={openPanel === panel ? NARROW_PANEL_IDS[panel] : undefined}
          onClick={() => dispatch(panelToggled(panel))}
        >
          {PANEL_LABELS[panel]}
        </button>
      ))}
    </div>
  );
}
