import { IMPORT_MAX_BYTES, IMPORT_MULTIPART_OVERHEAD_BYTES, IMPORT_UPLOAD_PATH } from '@groupmap/contracts';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  errorHandler,
  healthRouter,
  measureRequestDurations,
  requestContext,
  type Logger,
  type ReadinessCheck,
} from '@groupmap/svc-kit';
import express, { type Express } from 'express';
import { accessLog } from './access-log';
import { createBodyLimit } from './body-limit';
import type { GatewayConfig } from './config';
import { csrfProtection } from './csrf/csrf-protection';
import { csrfSecretOrEphemeral } from './csrf/csrf-secret';
import { serviceHealthRouter } from './health/service-health';
import { createIdentityForwarder } from './identity/forward-identity';
import { refusePublicMetrics, upstreamRouteLabel } from './metrics/public-metrics-path';
import { dispatchToUpstream } from './proxy/dispatch';
import { routeRequest } from './proxy/route-request';
import { createUpstreamProxies } from './proxy/upstream-proxies';
import { requestIdMiddleware } from './request-id';
import { createRouteResolver } from './routing/resolve-route';
import { runtimeConfigRouter } from './runtime-config-route';
import { securityHeaders } from './security/security-headers';
import type { GatewaySessions } from './session/gateway-sessions';
import { sessionMiddleware } from './session/session-middleware';
import { createUpstreamCookieMerger } from './session/upstream-set-cookie';
import { createWebSocketUpgrades } from './websocket-upgrade';

export interface GatewayDeps {
  config: GatewayConfig;
  logger: Logger;
  /** The gateway's own readiness (its NATS connection); /readyz answers 503 while one fails. */
  readinessChecks: Record<string, ReadinessCheck>;
  /** Visitor sessions: resolved through auth, cached, dropped on rotation (startGatewaySessions). */
  sessions: GatewaySessions;
}

export interface Gateway {
  /** The request listener; never listens itself. */
  app: Express;
  /** Must be the server's `upgrade` listener, so WebSockets reach realtime with an identity token. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Ends every proxied WebSocket (upgraded sockets are not drained by the HTTP server's close). */
  closeWebSockets(): void;
  /** Ends proxied WebSockets and kept-alive upstream connections; call after in-flight requests drained. */
  close(): void;
}

/**
 * The gateway: the platform's one public origin (docs/interfaces.md, "Gateway paths"). Every request
 * is timed (`/metrics`, on its own listener) and gets one access line. Its own routes answer first
 * (health, runtime config; `/metrics` is 404 here); everything else is size-checked, routed, put under
 * the visitor's session (API calls and pages), CSRF-checked (state-changing API calls), given a
 * signed identity and proxied to the upstream that owns the path.
 */
export function createApp({ config, logger, readinessChecks, sessions }: GatewayDeps): Gateway {
  const bodyLimit = createBodyLimit(config.maxBodyBytes, [
    // An import's file may be up to 10 MB (issue 13); maps streams it and refuses more itself.
    {
      method: 'POST',
      path: IMPORT_UPLOAD_PATH,
      maxBytes: IMPORT_MAX_BYTES + IMPORT_MULTIPART_OVERHEAD_BYTES,
    },
  ]);
  const csrfSecret = csrfSecretOrEphemeral(config.csrfSecret, logger);
  if (config.devOrigins.length > 0) {
    logger.warn(
      { devOrigins: config.devOrigins },
      'DEV_ORIGINS is set: these Origins pass the CSRF and WebSocket checks beside PUBLIC_ORIGIN (development only)',
    );
  }
  const proxies = createUpstreamProxies({
    upstreams: config.upstreams,
    realtimeUrls: config.realtimeUrls,
    timeoutMs: config.upstreamTimeoutMs,
    bodyLimit,
    logger,
    onResponse: createUpstreamCookieMerger({
      dropSecret: sessions.dropSecret,
      csrfSecret,
      secureCookies: config.secureCookies,
    }),
  });
  const forwardIdentity = createIdentityForwarder({ privateKey: config.identityPrivateKey });
  const upgrades = createWebSocketUpgrades({
    proxies,
    resolveSession: sessions.resolve,
    forwardIdentity,
    trustedProxyHops: config.trustedProxyHops,
    publicOrigin: config.publicOrigin,
    devOrigins: config.devOrigins,
    logger,
  });
  const app = express();
  app.disable('x-powered-by');
  // Express must not parse X-Forwarded-For itself: only clientIp() decides the client's address.
  app.set('trust proxy', false);

  app.use(requestIdMiddleware);
  app.use(measureRequestDurations({ unmatchedRoute: upstreamRouteLabel }));
  // The gateway's own access line replaces pino-http's (which would log the query string at debug).
  app.use(requestContext(logger, { completionLog: false }));
  app.use(accessLog(logger));
  app.use(
    securityHeaders({
      publicOrigin: config.publicOrigin,
      tileUrl: config.runtimeConfig.tiles.url,
      remoteManifestUrls: Object.values(config.runtimeConfig.remotes),
    }),
  );
  app.use(healthRouter({ checks: readinessChecks, logger }));
  app.all('/metrics', refusePublicMetrics);
  app.use(runtimeConfigRouter(config.runtimeConfig));
  app.use(serviceHealthRouter(config.upstreams, config.healthTimeoutMs));
  app.use(bodyLimit.middleware);
  app.use(routeRequest(createRouteResolver(config.apiRoutes), config.trustedProxyHops));
  app.use(sessionMiddleware({ resolve: sessions.resolve, secureCookies: config.secureCookies }));
  app.use(
    csrfProtection({
      secret: csrfSecret,
      publicOrigin: config.publicOrigin,
      devOrigins: config.devOrigins,
      secureCookies: config.secureCookies,
    }),
  );
  app.use(dispatchToUpstream(proxies, forwardIdentity));
  app.use(errorHandler(logger));

  return {
    app,
    handleUpgrade: upgrades.handleUpgrade,
    closeWebSockets: upgrades.closeAll,
    close() {
      upgrades.closeAll();
      proxies.close();
    },
  };
}
