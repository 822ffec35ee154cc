import { getApiClient, mapQueryOptions } from '@groupmap/app-kit';
import { useQuery } from '@tanstack/react-query';

// The read itself lives in app-kit, since the shell starts it before this remote has loaded (issue 28).
export { getMap, mapQueryKey, mapQueryOptions, type MapDetails } from '@groupmap/app-kit';

/** The map behind a permalink; other failures than "no such map" go to the nearest error boundary. */
export function useMap(permalink: string) {
  return useQuery({ ...mapQueryOptions(permalink, getApiClient()), throwOnError: true });
}
