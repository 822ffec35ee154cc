import type { Logger } from '@groupmap/svc-kit';
import { setTimeout as sleepFor } from 'node:timers/promises';
import type { GeocodeResult, Geocoder } from '../geocoder';
import type { GeocodeCache } from './geocode-cache';
import type { UpstreamSlots } from './upstream-slots';

export interface NominatimGeocoderDeps {
  /** One call to the upstream (nominatimClient); throws when it fails or times out. */
  fetchPlaces: (query: string) => Promise<GeocodeResult[]>;
  cache: GeocodeCache;
  slots: UpstreamSlots;
  /** Answers when the upstream cannot: the gazetteer. */
  fallback: Geocoder;
  logger: Logger;
}

/**
 * The HTTP provider, polite to its upstream (decisions.md, Geocoding and tiles): a cached answer is
 * served from Postgres; otherwise the call waits for its slot (one start a second across replicas)
 * unless the wait would exceed the bound, and then the gazetteer answers instead of a queue growing.
 * An upstream that fails or is too slow is also answered for by the gazetteer; only the upstream's
 * own answers are cached, so a fallback never hides the better answer for long.
 */
export function createNominatimGeocoder({
  fetchPlaces,
  cache,
  slots,
  fallback,
  logger,
}: NominatimGeocoderDeps): Geocoder {
  const log = logger.child({ component: 'geocoder' });
  return {
    async search(query, context) {
      const cached = await cache.get(query);
      if (cached) return cached;
      const waitMs = await slots.reserve();
      if (waitMs === null) {
        log.info('geocoder queue full: answering from the gazetteer');
        return fallback.search(query, context);
      }
      if (waitMs > 0) await sleepFor(waitMs);
      // Someone on another replica may have asked the same while this call waited for its slot.
      const fetchedMeanwhile = await cache.get(query);
      if (fetchedMeanwhile) return fetchedMeanwhile;

      let results: GeocodeResult[];
      try {
        results = await fetchPlaces(query);
      } catch (error) {
        log.warn({ err: error }, 'geocoder failed: answering from the gazetteer');
        return fallback.search(query, context);
      }
      await cache.put(query, results).catch((error: unknown) => {
        log.warn({ err: error }, 'geocoder answer not cached');
      });
      return results;
    },
  };
}
