import type { Knex } from 'knex';
import { findCachedAnswer, storeCachedAnswer } from '../../db/geocode-cache-repository';
import type { GeocodeResult } from '../geocoder';

export interface GeocodeCache {
  /** The answer stored for `query` that has not expired, or null. */
  get(query: string): Promise<GeocodeResult[] | null>;
  /** Stores the upstream's answer for `query` (an empty one too: asking again would not change it). */
  put(query: string, results: GeocodeResult[]): Promise<void>;
}

/**
 * The cache key of a query: the text as typed up to case and spacing ("10 downing street, london").
 * Diacritics are kept: the upstream may tell "Müll" from "Mull".
 */
export function geocodeCacheKey(query: string): string {
  return query.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Upstream answers kept in Postgres, shared by every replica (decisions.md: results cached) for
 * `ttlDays`, so a place looked up again costs the upstream nothing.
 */
export function geocodeCache(knex: Knex, ttlDays: number): GeocodeCache {
  return {
    get: async (query) => (await findCachedAnswer<GeocodeResult[]>(knex, geocodeCacheKey(query))) ?? null,
    put: (query, results) => storeCachedAnswer(knex, geocodeCacheKey(query), results, ttlDays),
  };
}
