import { createRateLimiter, type RateLimiter } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import type { AuthConfig } from './config';
import { SCHEMA } from './schema';

/**
 * The auth service's limiters (architecture.md, Rate limits): counters in Postgres, shared by
 * replicas. Keys: a username's key (contracts' usernameKey), a visitor session's public id, or a
 * client IP's rate-limit key (kit's ipRateLimitKey: IPv6 by its /64). Every per-IP limit is at least
 * ten times its finer counterpart, so a venue's shared IP is not refused for its crowd.
 */
export interface AuthRateLimiters {
  /** Log-in attempts per `<username key>|<IP key>`; a success clears it. */
  loginAccountIp: RateLimiter;
  /** Failed log-ins per username key, from every IP: the ceiling past which attempts are slowed. */
  loginAccount: RateLimiter;
  loginIp: RateLimiter;
  registerSession: RateLimiter;
  registerIp: RateLimiter;
  feedbackSession: RateLimiter;
  feedbackIp: RateLimiter;
  /** New visitor sessions per IP key. */
  sessionCreateIp: RateLimiter;
}

export function createAuthRateLimiters(knex: Knex, config: AuthConfig): AuthRateLimiters {
  const limiter = (keyPrefix: string, points: number, durationSeconds: number) =>
    createRateLimiter({ knex, schema: SCHEMA, keyPrefix, points, durationSeconds });
  return {
    loginAccountIp: limiter(
      'login-account-ip',
      config.LOGIN_ACCOUNT_IP_RATE_LIMIT,
      config.LOGIN_ACCOUNT_IP_RATE_WINDOW_SECONDS,
    ),
    loginAccount: limiter(
      'login-account',
      config.LOGIN_ACCOUNT_RATE_LIMIT,
      config.LOGIN_ACCOUNT_RATE_WINDOW_SECONDS,
    ),
    loginIp: limiter('login-ip', config.LOGIN_IP_RATE_LIMIT, config.LOGIN_IP_RATE_WINDOW_SECONDS),
    registerSession: limiter(
      'register-session',
      config.REGISTER_SESSION_RATE_LIMIT,
      config.REGISTER_RATE_WINDOW_SECONDS,
    ),
    registerIp: limiter('register-ip', config.REGISTER_IP_RATE_LIMIT, config.REGISTER_RATE_WINDOW_SECONDS),
    feedbackSession: limiter(
      'feedback-session',
      config.FEEDBACK_SESSION_RATE_LIMIT,
      config.FEEDBACK_RATE_WINDOW_SECONDS,
    ),
    feedbackIp: limiter('feedback-ip', config.FEEDBACK_IP_RATE_LIMIT, config.FEEDBACK_RATE_WINDOW_SECONDS),
    sessionCreateIp: limiter(
      'session-create-ip',
      config.SESSION_CREATE_IP_RATE_LIMIT,
      config.SESSION_CREATE_IP_RATE_WINDOW_SECONDS,
    ),
  };
}
