import type { MapDetails } from '../api/get-map';
import { useLocations } from '../api/list-locations';
import { useMapPageState } from '../state/map-page-store';
import { useSearchedLocations } from './use-searched-locations';

/**
 * The map's locations and what the search keeps of them (the list also matches addresses, the map
 * does not; spec section 5), with the search text from the map page's store.
 */
export function useWorkspaceLocations(map: MapDetails) {
  const query = useLocations(map);
  const all = query.data?.locations;
  const searched = useSearchedLocations(
    all,
    useMapPageState((state) => state.searchText),
  );
  return {
    query,
    /** Every location, or undefined while they load. */
    all,
    ...searched,
  };
}
