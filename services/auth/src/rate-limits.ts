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
  /** E-mail changes per user id, every attempt counted (each checks the current password). */
  emailChange: RateLimiter;
  /** New verification links ("Resend") per user id. */
  emailVerificationResend: RateLimiter;
  /** Password reset requests per e-mail address in lower case, known to an account or not. */
  passwordResetEmail: RateLimiter;
  passwordResetIp: RateLimiter;
  /** Password changes per user id; a success clears it. */
  passwordChange: RateLimiter;
  /** Account deletion requests per user id, every attempt counted (each checks the current password). */
  accountDeletion: RateLimiter;
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
    emailChange: limiter(
      'email-change',
      config.EMAIL_CHANGE_RATE_LIMIT,
      config.EMAIL_CHANGE_RATE_WINDOW_SECONDS,
    ),
    emailVerificationResend: limiter(
      'email-verification-resend',
      config.EMAIL_VERIFICATION_RESEND_RATE_LIMIT,
      config.EMAIL_VERIFICATION_RESEND_RATE_WINDOW_SECONDS,
    ),
    passwordResetEmail: limiter(
      'password-reset-email',
      config.PASSWORD_RESET_EMAIL_RATE_LIMIT,
      config.PASSWORD_RESET_RATE_WINDOW_SECONDS,
    ),
    passwordResetIp: limiter(
      'password-reset-ip',
      config.PASSWORD_RESET_IP_RATE_LIMIT,
      config.PASSWORD_RESET_RATE_WINDOW_SECONDS,
    ),
    passwordChange: limiter(
      'password-change',
      config.PASSWORD_CHANGE_RATE_LIMIT,
      config.PASSWORD_CHANGE_RATE_WINDOW_SECONDS,
    ),
    accountDeletion: limiter(
      'account-deletion',
      config.ACCOUNT_DELETION_RATE_LIMIT,
      config.ACCOUNT_DELETION_RATE_WINDOW_SECONDS,
    ),
  };
}
