import type { QueryClient } from '@tanstack/react-query';
import { MY_MAPS_QUERY_KEY } from '../../../lib/my-maps';
import type { MapDetails } from '../model/map-settings-values';

/** Spec section 7: a query's first key is its request URL. */
export const mapByPermalinkKey = (permalink: string) => [`/api/maps/${permalink}`] as const;
export const mapByIdKey = (mapId: number) => [`/api/maps/${mapId}`] as const;

/** After an edit the map by id, the map by permalink and the user's list are refetched (section 7). */
export async function invalidateMapQueries(queryClient: QueryClient, map: MapDetails): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: mapByIdKey(map.id) }),
    queryClient.invalidateQueries({ queryKey: mapByPermalinkKey(map.permalink) }),
    queryClient.invalidateQueries({ queryKey: MY_MAPS_QUERY_KEY }),
  ]);
}
