import type { Knex } from 'knex';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyAttempts } from '../http/http-error';
import { countRateLimitRefusal } from '../metrics/rate-limit-metrics';
import { LocalAllowance, type SharedCounter } from './local-allowance';
import { RATE_LIMIT_TABLE } from './rate-limit-table';

export interface RateLimiterOptions {
  /** The service's knex; counters live in Postgres so every replica shares them. */
  knex: Knex;
  /** The service's schema, holding the table made by createRateLimitTable. */
  schema: string;
  /** Names this limiter, e.g. `login-ip`; keys of different limiters never collide. */
  keyPrefix: string;
  /** Attempts allowed per window. */
  points: number;
  /** Window length. */
  durationSeconds: number;
  /** How long a key stays refused once it used up its points (default: until the window ends). */
  blockSeconds?: number;
  /**
   * Count attempts far from the limit in memory first (`LocalAllowance`, issue 27): for hot paths
   * (every location write), at the cost of a bounded overshoot across replicas. Not with `blockSeconds`.
   */
  localAllowance?: boolean;
  /** Told when the allowance could not pass its attempts on (they are kept and retried). */
  onFlushError?: (error: unknown) => void;
}

export interface RateLimiter {
  /** Counts one attempt for `key`; throws a 429 HttpError (with Retry-After) once the points are used up. */
  consume(key: string): Promise<void>;
  /**
   * Counts one attempt for `key` like `consume`, but answers a refusal instead of throwing it: for
   * callers that refuse in their own way (an RPC reply, a served page).
   */
  attempt(key: string): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>;
  /** How many attempts `key` has used in its current window, counting none. */
  used(key: string): Promise<number>;
  /** The attempts allowed per window. */
  readonly points: number;
  /** Forgets `key`'s attempts, e.g. after a successful login. */
  reset(key: string): Promise<void>;
  /**
   * Gives back one attempt `key` consumed, e.g. after a correct map password: counting every
   * attempt up front and refunding the good ones limits wrong guesses without letting parallel
   * requests slip past the count.
   */
  refund(key: string): Promise<void>;
}

/**
 * A rate limiter with its counters in the service's Postgres schema (rate-limiter-flexible).
 * Windows and counts come from configuration, so tests can use small ones. The table must exist
 * (createRateLimitTable in a migration): the library is told not to create it.
 */
export function createRateLimiter({
  knex,
  schema,
  keyPrefix,
  points,
  durationSeconds,
  blockSeconds = 0,
  localAllowance = false,
  onFlushError,
}: RateLimiterOptions): RateLimiter {
  const limiter = new RateLimiterPostgres({
    storeClient: knex,
    storeType: 'knex',
    schemaName: schema,
    tableName: RATE_LIMIT_TABLE,
    tableCreated: true,
    keyPrefix,
    points,
    duration: durationSeconds,
    blockDuration: blockSeconds,
  });

  const shared: SharedCounter = {
    async add(key, count) {
      try {
        const { consumedPoints, msBeforeNext } = await limiter.consume(key, count);
        return { allowed: true, consumedPoints, msBeforeNext };
      } catch (rejection) {
        // The library rejects with a RateLimiterRes when the points are used up, with an Error otherwise.
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return {
          allowed: false,
          consumedPoints: rejection.consumedPoints,
          msBeforeNext: rejection.msBeforeNext,
        };
      }
    },
  };
  const allowance =
    localAllowance && blockSeconds === 0 ? new LocalAllowance(shared, { points, onFlushError }) : null;

  const attempt: RateLimiter['attempt'] = async (key) => {
    const outcome = allowance ? await allowance.attempt(key) : await shared.add(key, 1);
    if (outcome.allowed) return { allowed: true };
    countRateLimitRefusal(keyPrefix);
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)) };
  };
  return {
    async consume(key) {
      const outcome = await attempt(key);
      if (!outcome.allowed) throw tooManyAttempts(outcome.retryAfterSeconds);
    },
    attempt,
    points,
    async used(key) {
      return ((await limiter.get(key))?.consumedPoints ?? 0) + (allowance?.unsyncedOf(key) ?? 0);
    },
    async reset(key) {
      allowance?.forget(key);
      await limiter.delete(key);
    },
    async refund(key) {
      if (allowance?.takeBack(key)) return;
      await limiter.reward(key, 1);
    },
  };
}
