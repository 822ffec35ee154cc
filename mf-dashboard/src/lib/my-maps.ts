import { getApiClient, unwrap } from '@groupmap/app-kit';
import type { ApiSchema } from '@groupmap/contracts';

/** One of the signed-in user's maps: the owner's view, with its location count and password. */
export type OwnMap = ApiSchema<'MapSummary'>;

/**
 * The user's map list, read by the My Maps grid and by the settings form (which edits one of them):
 * one query key and one fetcher, so a save or a delete refreshes both. Spec section 7: the first
 * key is the request URL.
 */
export const MY_MAPS_QUERY_KEY = ['/api/maps/user'] as const;

/** GET /api/maps/user. */
export function fetchMyMaps(): Promise<OwnMap[]> {
  return unwrap(getApiClient().GET('/api/maps/user'));
}
