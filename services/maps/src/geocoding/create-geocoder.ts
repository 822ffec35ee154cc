import { createRateLimiter, type Logger } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import type { MapsConfig } from '../config';
import { SCHEMA } from '../schema';
import { createGazetteerGeocoder } from './gazetteer/gazetteer-geocoder';
import { MAX_GEOCODE_RESULTS } from './gazetteer/search-gazetteer';
import type { Geocoder } from './geocoder';
import { withLookupLimits } from './limited-geocoder';
import { geocodeCache } from './nominatim/geocode-cache';
import { nominatimClient } from './nominatim/nominatim-client';
import { createNominatimGeocoder } from './nominatim/nominatim-geocoder';
import { upstreamSlots } from './nominatim/upstream-slots';

export interface CreateGeocoderDeps {
  knex: Knex;
  config: MapsConfig;
  logger: Logger;
}

type GeocoderConfig = Pick<MapsConfig, 'GEOCODER_USER_AGENT' | 'GEOCODER_CONTACT'>;

/** What the geocoder is told Groupmap is: GEOCODER_USER_AGENT, else "Groupmap (contact)". */
export function geocoderUserAgent({ GEOCODER_USER_AGENT, GEOCODER_CONTACT }: GeocoderConfig): string {
  if (GEOCODER_USER_AGENT) return GEOCODER_USER_AGENT;
  return GEOCODER_CONTACT ? `Groupmap (${GEOCODER_CONTACT})` : 'Groupmap';
}

/**
 * The service's geocoder (decisions.md, Geocoding and tiles): with GEOCODER_URL, the
 * Nominatim-compatible provider backed by the gazetteer; without it, the gazetteer alone. Either
 * way behind the per-session and per-IP limits.
 */
export function createGeocoder({ knex, config, logger }: CreateGeocoderDeps): Geocoder {
  const gazetteer = createGazetteerGeocoder({ logger });
  const limiter = (keyPrefix: string, points: number) =>
    createRateLimiter({
      knex,
      schema: SCHEMA,
      keyPrefix,
      points,
      durationSeconds: config.GEOCODE_RATE_WINDOW_SECONDS,
    });
  const limits = {
    session: limiter('geocode-session', config.GEOCODE_SESSION_RATE_LIMIT),
    ip: limiter('geocode-ip', config.GEOCODE_IP_RATE_LIMIT),
    cookielessIp: limiter('geocode-cookieless-ip', config.GEOCODE_COOKIELESS_IP_RATE_LIMIT),
  };
  if (!config.GEOCODER_URL) return withLookupLimits(gazetteer, limits);

  if (!config.GEOCODER_USER_AGENT && !config.GEOCODER_CONTACT) {
    logger.warn('GEOCODER_URL is set without GEOCODER_CONTACT: the geocoder cannot tell who to contact');
  }
  const provider = createNominatimGeocoder({
    fetchPlaces: nominatimClient({
      url: config.GEOCODER_URL,
      userAgent: geocoderUserAgent(config),
      language: config.GEOCODER_LANGUAGE,
      limit: MAX_GEOCODE_RESULTS,
      timeoutMs: config.GEOCODER_TIMEOUT_MS,
    }),
    cache: geocodeCache(knex, config.GEOCODER_CACHE_TTL_DAYS),
    slots: upstreamSlots({
      knex,
      upstream: new URL(config.GEOCODER_URL).host,
      intervalMs: config.GEOCODER_MIN_INTERVAL_MS,
      maxWaitMs: config.GEOCODER_MAX_WAIT_MS,
    }),
    fallback: gazetteer,
    logger,
  });
  return withLookupLimits(provider, limits);
}
