import type { Geocoder, GeocodeResult } from '../../src/geocoding/geocoder';

/** An address no fake geocoder resolves. */
export const UNRESOLVABLE_ADDRESS = 'Nowhere Street 0, Atlantis';

const LONDON: GeocodeResult = {
  latitude: 51.50853,
  longitude: -0.12574,
  region: 'England',
  country: 'United Kingdom',
};

/**
 * A geocoder for route tests: every address resolves to London except UNRESOLVABLE_ADDRESS, and each
 * query is recorded. The real providers have their own tests (test/geocoding).
 */
export function fakeGeocoder() {
  const queries: string[] = [];
  const geocoder: Geocoder = {
    search: async (query) => {
      queries.push(query);
      return query === UNRESOLVABLE_ADDRESS ? [] : [LONDON];
    },
  };
  return { geocoder, queries };
}
