import { viewTabChosen } from '../state/map-page-slice';
import { useMapPageDispatch, useMapPageState } from '../state/map-page-store';
import { ViewTabList } from './view-tab-list';

export { viewPanelId, viewTabId } from './view-tab-list';

/** Narrow screens: the "Map View" / "List View" tabs, wired to the map page's store. */
export function ViewTabs() {
  const dispatch = useMapPageDispatch();
  const current = useMapPageState((state) => state.viewTab);
  return <ViewTabList current={current} onChoose={(tab) => dispatch(viewTabChosen(tab))} />;
}
