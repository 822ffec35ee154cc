import type { RuntimeConfig } from '@groupmap/contracts';
import { loadConfig, natsCredentials, type NatsCredentials } from '@groupmap/svc-kit';
import type { z } from 'zod';
import { gatewaySchema } from './config-schema';
import { DEFAULT_API_ROUTES, type ApiRoutes } from './routing/api-routes';
import type { UpstreamUrls } from './upstreams';

export { gatewaySchema };

/** The gateway's configuration, grouped by what uses it. */
export interface GatewayConfig {
  port: number;
  /** The public port's addresses (GATEWAY_HOST, else LISTEN_HOST); empty means every interface. */
  hosts: string[];
  /** Where `/metrics` is served (metrics/metrics-listener.ts); 0 picks a free port. */
  metricsPort: number;
  /** The metrics listener's addresses (LISTEN_HOST); empty means every interface. */
  metricsHosts: string[];
  publicOrigin: string;
  /** Origins trusted beside publicOrigin (DEV_ORIGINS); always empty in production. */
  devOrigins: string[];
  natsUrl: string;
  /** The gateway's own NATS credentials; none on a developer's machine. */
  natsCredentials: NatsCredentials;
  eventsPrefix: string;
  logLevel: z.infer<typeof gatewaySchema>['LOG_LEVEL'];
  identityPrivateKey: string;
  upstreams: UpstreamUrls;
  /**
   * The realtime replicas WebSocket upgrades are spread over (REALTIME_URLS, else REALTIME_URL alone).
   * The first is also `upstreams.realtime`, which serves realtime's plain HTTP (its health).
   */
  realtimeUrls: [string, ...string[]];
  apiRoutes: ApiRoutes;
  runtimeConfig: RuntimeConfig;
  trustedProxyHops: number;
  maxBodyBytes: number;
  upstreamTimeoutMs: number;
  healthTimeoutMs: number;
  /** Cookies get `Secure` when the public origin is https. */
  secureCookies: boolean;
  /** 0 disables the cache: every request asks auth. */
  sessionCacheTtlMs: number;
  sessionRpcTimeoutMs: number;
  /** The HMAC key of CSRF tokens; null outside production means "generate one per process". */
  csrfSecret: string | null;
}

/** Parses the gateway's environment once; throws ConfigError listing every bad key. */
export function loadGatewayConfig(env: Record<string, string | undefined> = process.env): GatewayConfig {
  const raw = loadConfig(gatewaySchema, env);
  const realtimeUrls: [string, ...string[]] = raw.REALTIME_URLS ?? [raw.REALTIME_URL];
  return {
    port: raw.GATEWAY_PORT ?? raw.PORT,
    hosts: raw.GATEWAY_HOST.length > 0 ? raw.GATEWAY_HOST : raw.LISTEN_HOST,
    metricsPort: raw.METRICS_PORT,
    metricsHosts: raw.LISTEN_HOST,
    publicOrigin: new URL(raw.PUBLIC_ORIGIN).origin,
    devOrigins: raw.DEV_ORIGINS ?? [],
    natsUrl: raw.NATS_URL,
    natsCredentials: natsCredentials(raw),
    eventsPrefix: raw.EVENTS_PREFIX,
    logLevel: raw.LOG_LEVEL,
    identityPrivateKey: raw.IDENTITY_PRIVATE_KEY,
    upstreams: {
      auth: raw.AUTH_URL,
      maps: raw.MAPS_URL,
      realtime: realtimeUrls[0],
      billing: raw.BILLING_URL,
      shell: raw.SHELL_URL,
      mfMap: raw.MF_MAP_URL,
      mfDashboard: raw.MF_DASHBOARD_URL,
      mfBilling: raw.MF_BILLING_URL,
    },
    realtimeUrls,
    apiRoutes: raw.GATEWAY_ROUTES ?? DEFAULT_API_ROUTES,
    runtimeConfig: {
      remotes: {
        map: raw.REMOTE_MAP_MANIFEST,
        dashboard: raw.REMOTE_DASHBOARD_MANIFEST,
        billing: raw.REMOTE_BILLING_MANIFEST,
      },
      tiles: { url: raw.TILE_URL, attribution: raw.TILE_ATTRIBUTION },
      operator: {
        companyName: raw.OPERATOR_COMPANY_NAME,
        registeredAddress: raw.OPERATOR_REGISTERED_ADDRESS,
        contactEmail: raw.OPERATOR_CONTACT_EMAIL,
      },
    },
    trustedProxyHops: raw.TRUSTED_PROXY_HOPS,
    maxBodyBytes: raw.MAX_BODY_BYTES,
    upstreamTimeoutMs: raw.UPSTREAM_TIMEOUT_MS,
    healthTimeoutMs: raw.HEALTH_TIMEOUT_MS,
    secureCookies: raw.PUBLIC_ORIGIN.startsWith('https:'),
    sessionCacheTtlMs: raw.SESSION_CACHE_TTL_MS,
    sessionRpcTimeoutMs: raw.SESSION_RPC_TIMEOUT_MS,
    csrfSecret: raw.CSRF_SECRET ?? null,
  };
}
