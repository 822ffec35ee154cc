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
  /** The origin browsers use; `session_id` gets `Secure` when it is https (as the gateway's cookies). */
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/, error: 'must be an http(s):// origin' })
    .default('http://localhost:8080'),
  /** argon2id hashes running at once; each takes about 19 MiB and a libuv thread while it runs. */
  PASSWORD_HASH_CONCURRENCY: positiveInt(2),
  /** Login attempts per account (username, any case): 10 per 15 minutes. */
  LOGIN_ACCOUNT_RATE_LIMIT: positiveInt(10),
  LOGIN_ACCOUNT_RATE_WINDOW_SECONDS: positiveInt(15 * 60),
  /** Login attempts per client IP, whatever the account: generous for offices behind one NAT. */
  LOGIN_IP_RATE_LIMIT: positiveInt(100),
  LOGIN_IP_RATE_WINDOW_SECONDS: positiveInt(15 * 60),
  /** Registrations per client IP. */
  REGISTER_IP_RATE_LIMIT: positiveInt(10),
  REGISTER_IP_RATE_WINDOW_SECONDS: positiveInt(60 * 60),
  /** Feedback messages per client IP. */
  FEEDBACK_IP_RATE_LIMIT: positiveInt(10),
  FEEDBACK_IP_RATE_WINDOW_SECONDS: positiveInt(60 * 60),
});

export type AuthConfig = z.infer<typeof authConfigSchema>;

/** Parses the environment once; throws ConfigError listing every missing or invalid key. */
export function loadAuthConfig(env: Record<string, string | undefined> = process.env): AuthConfig {
  return loadConfig(authConfigSchema, env);
}
