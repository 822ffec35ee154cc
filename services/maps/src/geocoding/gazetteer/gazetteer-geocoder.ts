import type { Logger } from '@groupmap/svc-kit';
import type { Geocoder } from '../geocoder';
import type { Gazetteer } from './gazetteer';
import { loadGazetteer } from './load-gazetteer';
import { packedNameCount } from './packed-names';
import { nearestPlace, type NearestPlace } from './nearest-place';
import { searchGazetteer } from './search-gazetteer';

/**
 * The data is the same for every geocoder in the process and costs tens of megabytes, so it is
 * loaded once, on the first lookup (a service configured with an HTTP provider may never search it).
 * A failed load is forgotten, so the next lookup tries again.
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
          names: packedNameCount(gazetteer.placeNames),
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

/** The offline geocoder, which also answers the other way round: from a point to a place. */
export interface GazetteerGeocoder extends Geocoder {
  /** The populated place nearest to the point (see nearestPlace); null if the gazetteer is empty. */
  nearest(latitude: number, longitude: number): Promise<NearestPlace | null>;
}

/**
 * The offline geocoder (decisions.md, Geocoding and tiles): GeoNames' places shipped in npm
 * packages, searched in memory. It finds cities and towns, not streets: "10 Downing Street, London"
 * resolves to London. Its reverse lookup is offline whatever provider searches, so the import can
 * name the place of a row that has coordinates and no address (issue 13) without lookup limits.
 */
export function createGazetteerGeocoder({ logger }: { logger?: Logger } = {}): GazetteerGeocoder {
  return {
    async search(query) {
      return searchGazetteer(await gazetteerOnce(logger), query);
    },
    async nearest(latitude, longitude) {
      return nearestPlace(await gazetteerOnce(logger), latitude, longitude);
    },
  };
}
