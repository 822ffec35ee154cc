import { getApiClient, unwrap } from '@groupmap/app-kit';
import type { ApiSchema } from '@groupmap/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type GeocodeResult = ApiSchema<'GeocodeResult'>;

/**
 * An address's candidates stay valid for a while: the preview and the save that follows it (and a
 * return to an address typed a moment ago) reuse one answer instead of asking the geocoder again.
 */
const GEOCODE_STALE_MS = 5 * 60_000;

/** GET /api/geocode?q=: candidate places for an address, best first; empty when nothing matches. */
export function geocode(address: string): Promise<GeocodeResult[]> {
  return unwrap(getApiClient().GET('/api/geocode', { params: { query: { q: address } } }));
}

/** Spec section 7: the request URL is the first key. */
export function geocodeQueryOptions(address: string) {
  return queryOptions({
    queryKey: [`/api/geocode?q=${encodeURIComponent(address)}`],
    queryFn: () => geocode(address),
    staleTime: GEOCODE_STALE_MS,
    gcTime: GEOCODE_STALE_MS,
  });
}

/** The preview's lookup of an (already debounced and trimmed) address; idle while it is empty. */
export function useGeocode(address: string) {
  return useQuery({ ...geocodeQueryOptions(address), enabled: address !== '' });
}
