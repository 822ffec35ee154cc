import type { Knex } from 'knex';
import type { GeocodeResult } from '../geocoder';

/** The table of upstream answers (migration create_geocode_cache). */
const CACHE_TABLE = 'geocode_cache';
const SECONDS_PER_DAY = 86_400;

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
    async get(query) {
      const row = (await knex(CACHE_TABLE)
        .where({ query_key: geocodeCacheKey(query) })
        .andWhere('expires_at', '>', knex.fn.now())
        .first('results')) as { results: GeocodeResult[] } | undefined;
      return row?.results ?? null;
    },
    async put(query, results) {
      await knex(CACHE_TABLE)
        .insert({
          query_key: geocodeCacheKey(query),
          results: JSON.stringify(results),
          expires_at: knex.raw(`now() + make_interval(secs => ?)`, [ttlDays * SECONDS_PER_DAY]),
        })
        .onConflict('query_key')
        .merge(['results', 'expires_at']);
    },
  };
}

/** Deletes expired answers (the cache prune job); resolves how many. */
export function deleteExpiredGeocodes(knex: Knex, now: Date): Promise<number> {
  return knex(CACHE_TABLE).where('expires_at', '<=', now).delete();
}
