import { baseServiceSchema, loadConfig, portSchema } from '@groupmap/svc-kit';
import { z } from 'zod';

const DEFAULT_PORT = 4001;

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/**
 * Every variable the auth service reads (the common ones are in docs/interfaces.md). Rate limits are
 * `<count>` attempts per `<window>` seconds; the defaults suit production, tests pass small ones.
 */
export const authConfigSchema = baseServiceSchema.extend({
  PORT: portSchema(DEFAULT_PORT),
  /** argon2id hashes running at once; each takes about 19 MiB and a libuv thread while it runs. */
  PASSWORD_HASH_CONCURRENCY: positiveInt(2),
  /**
   * Log-in attempts per account and client IP together: the fine limit, which a stranger elsewhere
   * cannot use up for the account's owner. A success clears it.
   */
  LOGIN_ACCOUNT_IP_RATE_LIMIT: positiveInt(10),
  LOGIN_ACCOUNT_IP_RATE_WINDOW_SECONDS: positiveInt(15 * 60),
  /** Failed log-ins per account from every IP: past this looser ceiling attempts are slowed, not refused. */
  LOGIN_ACCOUNT_RATE_LIMIT: positiveInt(50),
  LOGIN_ACCOUNT_RATE_WINDOW_SECONDS: positiveInt(15 * 60),
  /** How long each attempt on an account past its ceiling waits before the password is checked. */
  LOGIN_ACCOUNT_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(2_000),
  /** Log-in attempts per client IP, whatever the account: sized for a venue's shared IP. */
  LOGIN_IP_RATE_LIMIT: positiveInt(300),
  LOGIN_IP_RATE_WINDOW_SECONDS: positiveInt(15 * 60),
  /** Registrations per visitor session, and per client IP (ten times as many: a shared IP). */
  REGISTER_SESSION_RATE_LIMIT: positiveInt(5),
  REGISTER_IP_RATE_LIMIT: positiveInt(100),
  REGISTER_RATE_WINDOW_SECONDS: positiveInt(60 * 60),
  /** Feedback messages per visitor session, and per client IP. */
  FEEDBACK_SESSION_RATE_LIMIT: positiveInt(5),
  FEEDBACK_IP_RATE_LIMIT: positiveInt(50),
  FEEDBACK_RATE_WINDOW_SECONDS: positiveInt(60 * 60),
  /** New visitor sessions per client IP: a backstop against scripted page loads, sized for a venue. */
  SESSION_CREATE_IP_RATE_LIMIT: positiveInt(1000),
  SESSION_CREATE_IP_RATE_WINDOW_SECONDS: positiveInt(60 * 60),
  /** How often expired sessions are pruned. */
  SESSION_PRUNE_INTERVAL_SECONDS: positiveInt(10 * 60),
});

export type AuthConfig = z.infer<typeof authConfigSchema>;

/** Parses the environment once; throws ConfigError listing every missing or invalid key. */
export function loadAuthConfig(env: Record<string, string | undefined> = process.env): AuthConfig {
  return loadConfig(authConfigSchema, env);
}
