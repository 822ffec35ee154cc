import { getApiClient, unwrap } from '@groupmap/app-kit';
import { useQuery } from '@tanstack/react-query';

/** GET /api/maps/user: the user's maps with their location counts (what Delete account lists). */
export const ownedMapsQuery = {
  queryKey: ['account', 'owned-maps'] as const,
  queryFn: () => unwrap(getApiClient().GET('/api/maps/user')),
};

/** The user's maps, fetched when `enabled` (the Delete account dialog is open). */
export function useOwnedMaps(enabled: boolean) {
  return useQuery({ ...ownedMapsQuery, enabled });
}
