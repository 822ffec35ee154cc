import type { Db } from './db';

/** The table of upstream answers (migration create_geocode_cache). */
const CACHE_TABLE = 'geocode_cache';
const SECONDS_PER_DAY = 86_400;

/** The answer stored under `key` that has not expired, or undefined. */
export async function findCachedAnswer<T>(db: Db, key: string): Promise<T | undefined> {
  const row = (await db(CACHE_TABLE)
    .where({ query_key: key })
    .andWhere('expires_at', '>', db.fn.now())
    .first('results')) as { results: T } | undefined;
  return row?.results;
}

/** Stores `results` under `key` for `ttlDays`, replacing what was there. */
export async function storeCachedAnswer(
  db: Db,
  key: string,
  results: unknown,
  ttlDays: number,
): Promise<void> {
  await db(CACHE_TABLE)
    .insert({
      query_key: key,
      results: JSON.stringify(results),
      expires_at: db.raw(`now() + make_interval(secs => ?)`, [ttlDays * SECONDS_PER_DAY]),
    })
    .onConflict('query_key')
    .merge(['results', 'expires_at']);
}

/** Deletes the answers expired at `now`; resolves how many. */
export function deleteExpiredAnswers(db: Db, now: Date): Promise<number> {
  return db(CACHE_TABLE).where('expires_at', '<=', now).delete();
}
