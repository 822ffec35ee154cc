import type { Logger } from '@groupmap/svc-kit';
import type { Geocoder } from '../geocoder';
import type { Gazetteer } from './gazetteer';
import { loadGazetteer } from './load-gazetteer';
import { searchGazetteer } from './search-gazetteer';

/**
 * The data is the same for every geocoder in the process and costs tens of megabytes, so it is
 * loaded once, on the first search (a service configured with an HTTP provider may never need it).
 * A failed load is forgotten, so the next search tries again.
 */
let loading: Promise<Gazetteer> | null = null;

function gazetteerOnce(logger?: Logger): Promise<Gazetteer> {
  if (loading) return loading;
  const started = performance.now();
  const rssBefore = process.memoryUsage().rss;
  loading = loadGazetteer().then(
    (gazetteer) => {
      logger?.info(
        {
          places: gazetteer.size,
          names: gazetteer.placesByName.size,
          loadMs: Math.round(performance.now() - started),
          rssGrowthMb: Math.round((process.memoryUsage().rss - rssBefore) / 1e6),
        },
        'gazetteer loaded',
      );
      return gazetteer;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The offline geocoder (decisions.md, Geocoding and tiles): GeoNames' places shipped in npm
 * packages, searched in memory. It finds cities and towns, not streets: "10 Downing Street, London"
 * resolves to London.
 */
export function createGazetteerGeocoder({ logger }: { logger?: Logger } = {}): Geocoder {
  return {
    async search(query) {
      return searchGazetteer(await gazetteerOnce(logger), query);
    },
  };
}
