import { useQuery } from '@tanstack/react-query';
import type { MapDetails } from '../model/map-settings-values';
import { fetchMyMaps, MY_MAPS_QUERY_KEY } from '../../../lib/my-maps';

/**
 * The map to edit, picked by id from the user's own maps: that list is the owner's view (with the
 * password), where GET /api/maps/{permalink} would need the permalink first. Null: not one of theirs.
 */
export function useOwnedMap(mapId: number | undefined) {
  return useQuery({
    queryKey: MY_MAPS_QUERY_KEY,
    queryFn: fetchMyMaps,
    enabled: mapId !== undefined,
    select: (maps: MapDetails[]) => maps.find((map) => map.id === mapId) ?? null,
  });
}
