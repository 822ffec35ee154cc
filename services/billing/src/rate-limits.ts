import { createRateLimiter, ipRateLimitKey, type RateLimiter } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import type { BillingConfig } from './config';
import { SCHEMA } from './schema';

/** The configuration keys of billing's limits. */
export type BillingRateLimitConfig = Pick<
  BillingConfig,
  'SUBSCRIBE_USER_RATE_LIMIT' | 'SUBSCRIBE_IP_RATE_LIMIT' | 'SUBSCRIBE_RATE_WINDOW_SECONDS'
>;

/** Subscribe calls, counted per signed-in user and per client IP (decisions.md, Subscriptions). */
export interface BillingRateLimiters {
  /** Counts one subscribe call of `userId` from `ip`; throws the 429 once either limit is used up. */
  consumeSubscribe(userId: number, ip: string): Promise<void>;
}

export function createBillingRateLimiters(knex: Knex, config: BillingRateLimitConfig): BillingRateLimiters {
  const limiter = (keyPrefix: string, points: number): RateLimiter =>
    createRateLimiter({
      knex,
      schema: SCHEMA,
      keyPrefix,
      points,
      durationSeconds: config.SUBSCRIBE_RATE_WINDOW_SECONDS,
    });
  const perUser = limiter('subscribe-user', config.SUBSCRIBE_USER_RATE_LIMIT);
  const perIp = limiter('subscribe-ip', config.SUBSCRIBE_IP_RATE_LIMIT);
  return {
    async consumeSubscribe(userId, ip) {
      // Many accounts behind one IP meet the IP's limit; one account from many IPs meets its own.
      await perIp.consume(ipRateLimitKey(ip));
      await perUser.consume(String(userId));
    },
  };
}
