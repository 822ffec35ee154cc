import { useDeferredValue, useMemo } from 'react';
import type { Location } from '../api/list-locations';
import { filterLocations, searchNeedle } from '../model/search-locations';

const NO_LOCATIONS: Location[] = [];

/**
 * What a search text keeps of a map's locations: the list also matches addresses, the map does not
 * (spec section 5). The search is deferred, so typing stays quick on a 10,000-location map while the
 * list and the markers catch up. Imports no store code: the map page and the embed both use it.
 */
export function useSearchedLocations(all: Location[] | undefined, searchText: string) {
  const deferredText = useDeferredValue(searchText);
  const source = all ?? NO_LOCATIONS;
  const listed = useMemo(
    () => filterLocations(source, deferredText, { includeAddress: true }),
    [source, deferredText],
  );
  const mapped = useMemo(
    () => filterLocations(source, deferredText, { includeAddress: false }),
    [source, deferredText],
  );
  return {
    listed,
    /** The map's markers, or undefined while loading (the map then waits before fitting its view). */
    mapped: all === undefined ? undefined : mapped,
    /** Changes when the search does: the map frames the results of each new search. */
    searchKey: searchNeedle(deferredText),
  };
}
