import { getApiClient, locationsQueryOptions, type MapDetails } from '@groupmap/app-kit';
import { useQuery } from '@tanstack/react-query';

// The read itself lives in app-kit, since the shell starts it before this remote has loaded (issue 28).
export {
  listLocations,
  locationsQueryKey,
  locationsQueryOptions,
  type Location,
  type LocationList,
} from '@groupmap/app-kit';

/** The viewable map's locations; a map still behind its password is not asked (spec section 7). */
export function useLocations(map: Pick<MapDetails, 'id' | 'requiresPassword'>) {
  return useQuery({ ...locationsQueryOptions(map.id, getApiClient()), enabled: !map.requiresPassword });
}
