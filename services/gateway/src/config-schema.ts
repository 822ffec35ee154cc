import { baseServiceSchema, listenHostSchema, portSchema } from '@groupmap/svc-kit';
import { z } from 'zod';
import {
  httpUrl,
  httpUrlList,
  manifestUrl,
  originList,
  privateKeyPemSchema,
  tileUrlSchema,
} from './config-values';
import { apiRoutesJsonSchema } from './routing/api-routes';

const DEFAULT_PORT = 8080;
/** Prometheus' conventional exporter port (what node exporters and the OpenTelemetry SDK use). */
const DEFAULT_METRICS_PORT = 9464;
/** Logo uploads are at most 5 MB; multipart framing and the other fields need a little more. */
const DEFAULT_MAX_BODY_BYTES = 6 * 1024 * 1024;
/** An upstream silent for this long is given up on (idle time, so slow uploads still pass). */
const DEFAULT_UPSTREAM_TIMEOUT_MS = 30_000;
/** /api/health must answer quickly even when a service hangs. */
const DEFAULT_HEALTH_TIMEOUT_MS = 1_500;
/**
 * Session lookups are cached "a few seconds at most" (architecture.md, Requests): revoked-session
 * events drop entries at once, the TTL bounds the damage of an event that never arrives.
 */
const DEFAULT_SESSION_CACHE_TTL_MS = 3_000;
const MAX_SESSION_CACHE_TTL_MS = 10_000;
/** How long a request waits for auth to resolve or create its session before it counts as down. */
const DEFAULT_SESSION_RPC_TIMEOUT_MS = 2_000;
/** An HMAC key shorter than this is guessable; 32 characters of random text is plenty. */
const MIN_CSRF_SECRET_LENGTH = 32;

const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/**
 * Every variable the gateway reads. It shares PORT, NATS_URL, EVENTS_PREFIX and LOG_LEVEL with the
 * services (and their optional NATS credentials: NATS_USER and NATS_PASSWORD, or NATS_NKEY_SEED) but
 * has no database and no public key. Any key may be given as `<KEY>_FILE` (loadConfig).
 */
export const gatewaySchema = baseServiceSchema
  .omit({ DATABASE_URL: true, IDENTITY_PUBLIC_KEY: true })
  .extend({
    PORT: portSchema(DEFAULT_PORT),
    /** docs/interfaces.md names both; GATEWAY_PORT wins so a root `.env` can set it beside other PORTs. */
    GATEWAY_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    /**
     * The addresses the public port listens at, winning over LISTEN_HOST (which the metrics
     * listener keeps): `npm start` keeps both on loopback unless the user sets GATEWAY_HOST.
     */
    GATEWAY_HOST: listenHostSchema,
    /** The listener serving only GET /metrics, never the public port (0 picks a free port). */
    METRICS_PORT: portSchema(DEFAULT_METRICS_PORT),
    PUBLIC_ORIGIN: z
      .url({ protocol: /^https?$/, error: 'must be an http(s):// origin' })
      .default('http://localhost:8080'),
    /**
     * Origins trusted beside PUBLIC_ORIGIN by the CSRF and WebSocket checks, for development pages
     * served elsewhere (a dev server that does not rewrite Origin). Refused in production.
     */
    DEV_ORIGINS: originList.optional(),
    IDENTITY_PRIVATE_KEY: privateKeyPemSchema,

    AUTH_URL: httpUrl('http://127.0.0.1:4001'),
    MAPS_URL: httpUrl('http://127.0.0.1:4002'),
    REALTIME_URL: httpUrl('http://127.0.0.1:4003'),
    /** Several realtime replicas; when set it replaces REALTIME_URL (see GatewayConfig.realtimeUrls). */
    REALTIME_URLS: httpUrlList.optional(),
    BILLING_URL: httpUrl('http://127.0.0.1:4004'),
    SHELL_URL: httpUrl('http://127.0.0.1:3000'),
    MF_MAP_URL: httpUrl('http://127.0.0.1:3001'),
    MF_DASHBOARD_URL: httpUrl('http://127.0.0.1:3002'),
    MF_BILLING_URL: httpUrl('http://127.0.0.1:3003'),
    GATEWAY_ROUTES: apiRoutesJsonSchema.optional(),

    REMOTE_MAP_MANIFEST: manifestUrl('/mf/map/mf-manifest.json'),
    REMOTE_DASHBOARD_MANIFEST: manifestUrl('/mf/dashboard/mf-manifest.json'),
    REMOTE_BILLING_MANIFEST: manifestUrl('/mf/billing/mf-manifest.json'),
    TILE_URL: tileUrlSchema,
    TILE_ATTRIBUTION: z.string().min(1).default(OSM_ATTRIBUTION),
    // The operator the legal pages name (decisions.md): clearly marked placeholders until configured.
    OPERATOR_COMPANY_NAME: z.string().min(1).default('[Operator company name]'),
    OPERATOR_REGISTERED_ADDRESS: z.string().min(1).default('[Registered office address]'),
    OPERATOR_CONTACT_EMAIL: z.string().min(1).default('[contact e-mail address]'),

    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    MAX_BODY_BYTES: z.coerce.number().int().positive().default(DEFAULT_MAX_BODY_BYTES),
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(DEFAULT_UPSTREAM_TIMEOUT_MS),
    HEALTH_TIMEOUT_MS: z.coerce.number().int().positive().default(DEFAULT_HEALTH_TIMEOUT_MS),

    SESSION_CACHE_TTL_MS: z.coerce
      .number()
      .int()
      .min(0)
      .max(MAX_SESSION_CACHE_TTL_MS)
      .default(DEFAULT_SESSION_CACHE_TTL_MS),
    SESSION_RPC_TIMEOUT_MS: z.coerce.number().int().positive().default(DEFAULT_SESSION_RPC_TIMEOUT_MS),
    CSRF_SECRET: z
      .string()
      .min(MIN_CSRF_SECRET_LENGTH, `must be at least ${MIN_CSRF_SECRET_LENGTH} characters`)
      .optional(),
    /** Only read to insist on CSRF_SECRET in production. */
    NODE_ENV: z.string().optional(),
  })
  // Every replica must derive the same CSRF tokens, and they must survive restarts: in production the
  // secret is configuration. Elsewhere (`npm start`, tests) a per-process one is generated (app.ts).
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.CSRF_SECRET === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['CSRF_SECRET'],
        message: 'is required when NODE_ENV is production (set it or CSRF_SECRET_FILE)',
      });
    }
    // Extra Origins weaken the CSRF and WebSocket checks: a development convenience that must never
    // reach production, where the gateway refuses to start rather than ignore it silently.
    if (env.NODE_ENV === 'production' && env.DEV_ORIGINS !== undefined && env.DEV_ORIGINS.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['DEV_ORIGINS'],
        message:
          'must not be set when NODE_ENV is production: extra Origins are for development only (remove DEV_ORIGINS)',
      });
    }
  });
