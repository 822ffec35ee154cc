import { searchChanged } from '../state/map-page-slice';
import { useMapPageDispatch, useMapPageState } from '../state/map-page-store';
import { LocationSearchInput } from './location-search-input';

/** The search box: filters the map and the list as the visitor types (spec section 5, Search). */
export function LocationSearch({ id = 'location-search' }: { id?: string }) {
  const dispatch = useMapPageDispatch();
  const text = useMapPageState((state) => state.searchText);
  return <LocationSearchInput id={id} value={text} onChange={(value) => dispatch(searchChanged(value))} />;
}
