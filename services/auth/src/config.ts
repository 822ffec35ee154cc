import { baseServiceSchema, loadConfig, portSchema } from '@groupmap/svc-kit';
import { z } from 'zod';

const DEFAULT_PORT = 4001;
/** maildev's SMTP port on this machine, where `npm start` runs it. */
export const DEVELOPMENT_SMTP_URL = 'smtp://127.0.0.1:1025';
const DEFAULT_MAIL_FROM = 'Groupmap <no-reply@localhost>';

const DEFAULT_PUBLIC_ORIGIN = 'http://localhost:8080';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/**
 * Every variable the auth service reads (the common ones are in docs/interfaces.md). Rate limits are
 * `<count>` attempts per `<window>` seconds; the defaults suit production, tests pass small ones.
 */
export const authConfigSchema = baseServiceSchema.extend({
  PORT: portSchema(DEFAULT_PORT),
  /** The origin browsers use (the gateway's): links in mails (verify an e-mail, reset a password) go there. */
  PUBLIC_ORIGIN: z.url().default(DEFAULT_PUBLIC_ORIGIN),
  /** argon2id hashes running at once; each takes about 19 MiB and a libuv thread while it runs. */
  PASSWORD_HASH_CONCURRENCY: positiveInt(2),
  /**
   * The key of the keyed hash (HMAC-SHA-256) of contributors' e-mail addresses (issue 26): maps keeps
   * it per contributor identity, auth publishes it when an account verifies an address, so both must
   * hold the same value. The runner generates one into its data dir (CONTRIBUTOR_EMAIL_KEY_FILE);
   * changing it makes addresses given before unmatched.
   */
  CONTRIBUTOR_EMAIL_KEY: z.string().trim().min(32, 'must be at least 32 characters'),
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
  /** How long an e-mail verification link stays valid. */
  EMAIL_VERIFICATION_TTL_SECONDS: positiveInt(24 * 60 * 60),
  /**
   * E-mail changes per account, every attempt counted: each one checks the current password and a
   * success sends two mails, so this bounds both password guessing and mail sent to strangers.
   */
  EMAIL_CHANGE_RATE_LIMIT: positiveInt(10),
  EMAIL_CHANGE_RATE_WINDOW_SECONDS: positiveInt(60 * 60),
  /** New verification links per account ("Resend"). */
  EMAIL_VERIFICATION_RESEND_RATE_LIMIT: positiveInt(5),
  EMAIL_VERIFICATION_RESEND_RATE_WINDOW_SECONDS: positiveInt(60 * 60),
  /** How long a password reset link stays valid; it works once. */
  PASSWORD_RESET_TOKEN_TTL_SECONDS: positiveInt(60 * 60),
  /**
   * Reset requests per e-mail address (known or not, so the limit tells nothing), and per client IP:
   * each may send a mail to the address, which must not become a way to flood someone's inbox.
   */
  PASSWORD_RESET_EMAIL_RATE_LIMIT: positiveInt(5),
  PASSWORD_RESET_IP_RATE_LIMIT: positiveInt(50),
  PASSWORD_RESET_RATE_WINDOW_SECONDS: positiveInt(60 * 60),
  /**
   * Password changes per account, every attempt counted (each checks the current password); a
   * success clears it.
   */
  PASSWORD_CHANGE_RATE_LIMIT: positiveInt(10),
  PASSWORD_CHANGE_RATE_WINDOW_SECONDS: positiveInt(15 * 60),
  /**
   * Days between a request to delete an account and its deletion, during which a login cancels it
   * (issue 11). The product promises 14 in the mail and on the page.
   */
  ACCOUNT_DELETION_GRACE_DAYS: positiveInt(14),
  /** How often the account deletion job looks for accounts whose grace period has passed. */
  ACCOUNT_DELETION_INTERVAL_SECONDS: positiveInt(15 * 60),
  /** Deletion requests per account, every attempt counted (each checks the current password). */
  ACCOUNT_DELETION_RATE_LIMIT: positiveInt(5),
  ACCOUNT_DELETION_RATE_WINDOW_SECONDS: positiveInt(60 * 60),
  /** How often expired sessions are pruned. */
  SESSION_PRUNE_INTERVAL_SECONDS: positiveInt(10 * 60),
  /**
   * Where mail goes out: an SMTP relay in production (smtps:// for TLS from the start; credentials
   * in the URL, so SMTP_URL_FILE suits a secret), maildev on a developer's machine (`npm start` runs
   * it and sets this). Unset outside production: {@link DEVELOPMENT_SMTP_URL}.
   */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  /** The From of every mail: the product's name and an address the relay may send as. */
  MAIL_FROM: z.string().trim().min(1).default(DEFAULT_MAIL_FROM),
  /** Only read to insist on SMTP_URL in production. */
  NODE_ENV: z.string().optional(),
});

// A production instance without SMTP_URL would queue every mail for maildev's port on its own host,
// where nothing listens: people would never get their reset links. It refuses to start instead.
const requireSmtpInProduction = authConfigSchema.superRefine((env, ctx) => {
  if (env.NODE_ENV === 'production' && env.SMTP_URL === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['SMTP_URL'],
      message: 'is required when NODE_ENV is production (set it or SMTP_URL_FILE)',
    });
  }
});

/** The configuration, SMTP_URL given its development default. */
export type AuthConfig = Omit<z.infer<typeof authConfigSchema>, 'SMTP_URL'> & { SMTP_URL: string };

/** Parses the environment once; throws ConfigError listing every missing or invalid key. */
export function loadAuthConfig(env: Record<string, string | undefined> = process.env): AuthConfig {
  const config = loadConfig(requireSmtpInProduction, env);
  return { ...config, SMTP_URL: config.SMTP_URL ?? DEVELOPMENT_SMTP_URL };
}
