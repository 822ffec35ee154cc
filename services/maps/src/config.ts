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
   * The key of the keyed hash (HMAC-SHA-256) of contributors' e-mail addresses (issue 26): maps keeps
   * it per contributor identity, auth publishes it when an account verifies an address, so both must
   * hold the same value. The runner generates one into its data dir (CONTRIBUTOR_EMAIL_KEY_FILE);
   * changing it makes addresses given before unmatched.
   */
  CONTRIBUTOR_EMAIL_KEY: z.string().trim().min(32, 'must be at least 32 characters'),
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
  /**
   * Location writes (add, edit, delete) without an account allowed per window: per visitor session,
   * and per client IP (IPv6 by its /64; ten times the session's, for two hundred people on one venue's
   * Wi-Fi). Signed-in writes are not counted here.
   */
  LOCATION_WRITE_SESSION_RATE_LIMIT: z.coerce.number().int().positive().default(60),
  LOCATION_WRITE_IP_RATE_LIMIT: z.coerce.number().int().positive().default(600),
  LOCATION_WRITE_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
  /**
   * Memory per replica for recently read locations lists (about this many MB of JSON), so a big map's
   * list is read from Postgres and serialised once per change rather than once per viewer.
   */
  LOCATION_LIST_CACHE_MB: z.coerce.number().nonnegative().default(64),
  /** How far back a sign-in links the session's anonymous locations to the account (architecture.md). */
  LOCATION_CLAIM_WINDOW_HOURS: z.coerce.number().positive().default(24),
  /** How long visitors' additions to the demo map /map/test stay (decisions.md, Demo content). */
  DEMO_ADDITIONS_TTL_HOURS: z.coerce.number().positive().default(24),
  /** Additions to the demo map a day: per visitor session, and per client IP (ten times that). */
  DEMO_ADDITION_SESSION_LIMIT: z.coerce.number().int().positive().default(5),
  DEMO_ADDITION_IP_LIMIT: z.coerce.number().int().positive().default(50),
  /** Logo uploads allowed per window: per signed-in user, and per client IP (ten times that). */
  LOGO_UPLOAD_USER_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  LOGO_UPLOAD_IP_RATE_LIMIT: z.coerce.number().int().positive().default(200),
  LOGO_UPLOAD_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
  /** Import files read per window per signed-in owner (issue 13): parsing a 10 MB file costs a core for a moment. */
  /** Map exports (a whole map's file each) per window: per visitor session and per client IP. */
  EXPORT_SESSION_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  EXPORT_IP_RATE_LIMIT: z.coerce.number().int().positive().default(200),
  EXPORT_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
  /** Reports of locations (issue 25) per window: per visitor session, and per client IP (ten times that). */
  REPORT_SESSION_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  REPORT_IP_RATE_LIMIT: z.coerce.number().int().positive().default(200),
  REPORT_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
  /**
   * Edit links (issue 26) per window: "Send me a link" per visitor session, per client IP (ten times
   * that and more, for a venue's Wi-Fi) and per address (past it the request is answered the same and
   * dropped: nobody floods an inbox); "Continue" per visitor session and per client IP.
   */
  EDIT_LINK_SESSION_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  EDIT_LINK_IP_RATE_LIMIT: z.coerce.number().int().positive().default(100),
  EDIT_LINK_EMAIL_RATE_LIMIT: z.coerce.number().int().positive().default(3),
  EDIT_LINK_FOLLOW_SESSION_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  EDIT_LINK_FOLLOW_IP_RATE_LIMIT: z.coerce.number().int().positive().default(100),
  EDIT_LINK_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
  IMPORT_USER_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  IMPORT_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
  /**
   * Import files are read in child processes (issue 19), so no file holds up the service's requests:
   * this many per replica, each ended and replaced when a file takes longer than the timeout or grows
   * its heap past the limit (the upload is then refused as too complex). While every worker is busy,
   * at most IMPORT_PARSE_QUEUE uploads wait (up to 15 s); the next is answered 503 with Retry-After.
   * The timeout plus that wait must stay under the gateway's UPSTREAM_TIMEOUT_MS (30 s).
   */
  IMPORT_PARSE_WORKERS: z.coerce.number().int().positive().default(1),
  IMPORT_PARSE_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  IMPORT_PARSE_HEAP_MB: z.coerce.number().int().min(32).default(256),
  IMPORT_PARSE_QUEUE: z.coerce.number().int().nonnegative().default(4),
  /** Logo images decoded and re-encoded at once per replica; further uploads wait their turn. */
  LOGO_DECODE_CONCURRENCY: z.coerce.number().int().positive().default(2),
  /**
   * Geocoding (decisions.md, Geocoding and tiles): a Nominatim-compatible search endpoint, e.g.
   * https://nominatim.openstreetmap.org/search (its own parameters, such as an API key, are kept).
   * Empty, the default, configures none: the offline GeoNames gazetteer answers every lookup.
   */
  GEOCODER_URL: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL or empty' })])
    .default(''),
  /** Who runs this Groupmap (an e-mail or URL), named in the User-Agent as Nominatim's policy asks. */
  GEOCODER_CONTACT: z.string().trim().default(''),
  /** The User-Agent sent to the geocoder; empty: "Groupmap" with GEOCODER_CONTACT in brackets. */
  GEOCODER_USER_AGENT: z.string().trim().default(''),
  /** The language place names are asked in (`accept-language`), as the gazetteer answers: English. */
  GEOCODER_LANGUAGE: z.string().trim().default('en'),
  /** The least time between two calls' starts, across every replica (Nominatim: one a second). */
  GEOCODER_MIN_INTERVAL_MS: z.coerce.number().int().positive().default(1000),
  /** The longest a lookup waits for its turn; one that would wait longer gets the gazetteer's answer. */
  GEOCODER_MAX_WAIT_MS: z.coerce.number().int().nonnegative().default(2000),
  /** A call the geocoder has not answered in this long is abandoned for the gazetteer's answer. */
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
  /** How long the geocoder's answers are kept in Postgres and served again without asking it. */
  GEOCODER_CACHE_TTL_DAYS: z.coerce.number().positive().default(30),
  /**
   * Address lookups (`/api/geocode`, the form's preview) allowed per window: per visitor session, and
   * per client IP (IPv6 by its /64) whoever asks, at 25 times the session's for two hundred people
   * typing addresses on one venue's Wi-Fi. The check when a location is saved is counted by the
   * location write limits instead.
   */
  GEOCODE_SESSION_RATE_LIMIT: z.coerce.number().int().positive().default(120),
  GEOCODE_IP_RATE_LIMIT: z.coerce.number().int().positive().default(3000),
  /** Of those, lookups without a visitor session (no cookie) per client IP: one session's worth. */
  GEOCODE_COOKIELESS_IP_RATE_LIMIT: z.coerce.number().int().positive().default(120),
  GEOCODE_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
});

export type MapsConfig = z.infer<typeof mapsConfigSchema>;

/** Parses the environment once; throws ConfigError listing every missing or invalid key. */
export function loadMapsConfig(env: Record<string, string | undefined> = process.env): MapsConfig {
  return loadConfig(mapsConfigSchema, env);
}
