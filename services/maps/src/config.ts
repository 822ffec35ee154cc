import { baseServiceSchema, loadConfig, portSchema } from '@groupmap/svc-kit';
import { z } from 'zod';

const DEFAULT_PORT = 4002;

/**
 * Every variable the maps service reads (the common ones are in docs/interfaces.md). Logos are kept
 * in S3: MinIO in production, the runner's local S3-compatible server otherwise, so the defaults
 * point at a local endpoint and the credentials are optional until the logo feature needs them.
 */
export const mapsConfigSchema = baseServiceSchema.extend({
  PORT: portSchema(DEFAULT_PORT),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http(s):// URL' })
    .default('http://127.0.0.1:9000'),
  S3_ACCESS_KEY: z.string().optional(),
  S3_SECRET_KEY: z.string().optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{2,62}$/,
      'must be an S3 bucket name (3-63 lowercase letters, digits, "." or "-")',
    )
    .default('groupmap-logos'),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /**
   * The secret map passwords are encrypted with (AES-256-GCM, key = its SHA-256). The runner generates
   * one into its data dir (MAP_PASSWORD_KEY_FILE); changing it makes stored passwords unreadable.
   */
  MAP_PASSWORD_KEY: z.string().trim().min(32, 'must be at least 32 characters'),
  /**
   * Wrong map-password attempts allowed per window: per visitor session, per client IP (IPv6 by its
   * /64; ten times the session's, since a venue's Wi-Fi is one IP) and per map (across sessions and
   * IPs, against guessing from many addresses). A correct attempt is given back.
   */
  MAP_PASSWORD_SESSION_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  MAP_PASSWORD_IP_RATE_LIMIT: z.coerce.number().int().positive().default(50),
  MAP_PASSWORD_MAP_RATE_LIMIT: z.coerce.number().int().positive().default(100),
  MAP_PASSWORD_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  /** How long a correct map password opens the map for that visitor session (decisions.md: 30 days). */
  MAP_GRANT_TTL_DAYS: z.coerce.number().positive().default(30),
  /** Logo uploads allowed per window: per signed-in user, and per client IP (ten times that). */
  LOGO_UPLOAD_USER_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  LOGO_UPLOAD_IP_RATE_LIMIT: z.coerce.number().int().positive().default(200),
  LOGO_UPLOAD_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
  /** Logo images decoded and re-encoded at once per replica; further uploads wait their turn. */
  LOGO_DECODE_CONCURRENCY: z.coerce.number().int().positive().default(2),
});

export type MapsConfig = z.infer<typeof mapsConfigSchema>;

/** Parses the environment once; throws ConfigError listing every missing or invalid key. */
export function loadMapsConfig(env: Record<string, string | undefined> = process.env): MapsConfig {
  return loadConfig(mapsConfigSchema, env);
}
