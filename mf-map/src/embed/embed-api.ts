import { createApiClient } from '@groupmap/contracts';
import { useQuery } from '@tanstack/react-query';
import { mapQueryOptions, type MapDetails } from '../features/map/api/get-map';
import { locationsQueryOptions } from '../features/map/api/list-locations';

/**
 * The embed's reads send and store no cookies (decisions.md, Embedding: it sets no cookie and
 * creates no session). A third-party iframe gets no first-party cookies anyway; omitting them here
 * makes the embed the same everywhere, in the share panel's same-site preview too, and lets no
 * answer set one. It only ever GETs, so it needs neither the CSRF header nor the session retry.
 */
const cookielessClient = createApiClient({ credentials: 'omit' });

/** The map behind a permalink, or null; other failures go to the nearest error boundary. */
export function useEmbeddedMap(permalink: string) {
  return useQuery({ ...mapQueryOptions(permalink, cookielessClient), throwOnError: true });
}

/** The viewable map's locations, newest first; a protected map's are never asked for. */
export function useEmbeddedLocations(map: Pick<MapDetails, 'id' | 'requiresPassword'>) {
  return useQuery({ ...locationsQueryOptions(map.id, cookielessClient), enabled: !map.requiresPassword });
}
