import { createRateLimiter, type RateLimiter } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import type { AuthConfig } from './config';
import { SCHEMA } from './schema';

/** The auth service's limiters (architecture.md, Rate limits): counters in Postgres, shared by replicas. */
export interface AuthRateLimiters {
  /** Keyed by the lower-cased username, whether or not that account exists. */
  loginAccount: RateLimiter;
  /** Keyed by the client IP from the identity token. */
  loginIp: RateLimiter;
  registerIp: RateLimiter;
  feedbackIp: RateLimiter;
}

export function createAuthRateLimiters(knex: Knex, config: AuthConfig): AuthRateLimiters {
  const limiter = (keyPrefix: string, points: number, durationSeconds: number) =>
    createRateLimiter({ knex, schema: SCHEMA, keyPrefix, points, durationSeconds });
  return {
    loginAccount: limiter(
      'login-account',
      config.LOGIN_ACCOUNT_RATE_LIMIT,
      config.LOGIN_ACCOUNT_RATE_WINDOW_SECONDS,
    ),
    loginIp: limiter('login-ip', config.LOGIN_IP_RATE_LIMIT, config.LOGIN_IP_RATE_WINDOW_SECONDS),
    registerIp: limiter('register-ip', config.REGISTER_IP_RATE_LIMIT, config.REGISTER_IP_RATE_WINDOW_SECONDS),
    feedbackIp: limiter('feedback-ip', config.FEEDBACK_IP_RATE_LIMIT, config.FEEDBACK_IP_RATE_WINDOW_SECONDS),
  };
}
