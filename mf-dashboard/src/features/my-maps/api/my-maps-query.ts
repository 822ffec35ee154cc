import { queryOptions } from '@tanstack/react-query';
import { fetchMyMaps, MY_MAPS_QUERY_KEY } from '../../../lib/my-maps';
import type { MapSummary } from '../map-card-model';

/** GET /api/maps/user: only while signed in, retried once (spec section 7). */
export function myMapsQueryOptions(signedIn: boolean) {
  return queryOptions<MapSummary[]>({
    queryKey: MY_MAPS_QUERY_KEY,
    queryFn: fetchMyMaps,
    enabled: signedIn,
    retry: 1,
  });
}
