import { createRateLimiter, type RateLimiter } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import type { MapsConfig } from './config';
import { SCHEMA } from './schema';

/** Map-password attempts (decisions.md): counted per visitor session and per client IP. */
export interface MapsRateLimiters {
  passwordSession: RateLimiter;
  passwordIp: RateLimiter;
}

export function createMapsRateLimiters(knex: Knex, config: MapsConfig): MapsRateLimiters {
  const window = config.MAP_PASSWORD_RATE_WINDOW_SECONDS;
  const limiter = (keyPrefix: string, points: number) =>
    createRateLimiter({ knex, schema: SCHEMA, keyPrefix, points, durationSeconds: window });
  return {
    passwordSession: limiter('map-password-session', config.MAP_PASSWORD_SESSION_RATE_LIMIT),
    passwordIp: limiter('map-password-ip', config.MAP_PASSWORD_IP_RATE_LIMIT),
  };
}
