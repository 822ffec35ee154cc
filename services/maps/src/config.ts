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
  /** Wrong-or-right password attempts allowed per visitor session, and per client IP, per window. */
  MAP_PASSWORD_SESSION_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  MAP_PASSWORD_IP_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  MAP_PASSWORD_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
});

export type MapsConfig = z.infer<typeof mapsConfigSchema>;

/** Parses the environment once; throws ConfigError listing every missing or invalid key. */
export function loadMapsConfig(env: Record<string, string | undefined> = process.env): MapsConfig {
  return loadConfig(mapsConfigSchema, env);
}
