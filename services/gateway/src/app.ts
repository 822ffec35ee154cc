import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  errorHandler,
  healthRouter,
  requestContext,
  type Logger,
  type ReadinessCheck,
} from '@groupmap/svc-kit';
import express, { type Express } from 'express';
import { createBodyLimit } from './body-limit';
import type { GatewayConfig } from './config';
import { serviceHealthRouter } from './health/service-health';
import { createIdentityForwarder } from './identity/forward-identity';
import { noSession, type ResolveSession } from './identity/resolve-session';
import { dispatchToUpstream } from './proxy/dispatch';
import { createUpstreamProxies } from './proxy/upstream-proxies';
import { requestIdMiddleware } from './request-id';
import { createRouteResolver } from './routing/resolve-route';
import { runtimeConfigRouter } from './runtime-config-route';
import { securityHeaders } from './security/security-headers';
import { createWebSocketUpgrades } from './websocket-upgrade';

export interface GatewayDeps {
  config: GatewayConfig;
  logger: Logger;
  /** The gateway's own readiness (its NATS connection); /readyz answers 503 while one fails. */
  readinessChecks: Record<string, ReadinessCheck>;
  /** The session behind a request; the accounts issue supplies it. Defaults to "no session". */
  resolveSession?: ResolveSession;
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
 * The gateway: the platform's one public origin (docs/interfaces.md, "Gateway paths"). Its own
 * routes answer first (health, runtime config); everything else is size-checked, given a signed
 * identity and proxied to the upstream that owns the path.
 */
export function createApp({
  config,
  logger,
  readinessChecks,
  resolveSession = noSession,
}: GatewayDeps): Gateway {
  const bodyLimit = createBodyLimit(config.maxBodyBytes);
  const proxies = createUpstreamProxies({
    upstreams: config.upstreams,
    timeoutMs: config.upstreamTimeoutMs,
    bodyLimit,
    logger,
  });
  const forwardIdentity = createIdentityForwarder({
    privateKey: config.identityPrivateKey,
    trustedProxyHops: config.trustedProxyHops,
    resolveSession,
  });
  const upgrades = createWebSocketUpgrades(proxies, forwardIdentity, logger);

  const app = express();
  app.disable('x-powered-by');
  // Express must not parse X-Forwarded-For itself: only clientIp() decides the client's address.
  app.set('trust proxy', false);

  app.use(requestIdMiddleware);
  app.use(requestContext(logger));
  app.use(
    securityHeaders({
      publicOrigin: config.publicOrigin,
      tileUrl: config.runtimeConfig.tiles.url,
      remoteManifestUrls: Object.values(config.runtimeConfig.remotes),
    }),
  );
  app.use(healthRouter({ checks: readinessChecks, logger }));
  app.use(runtimeConfigRouter(config.runtimeConfig));
  app.use(serviceHealthRouter(config.upstreams, config.healthTimeoutMs));
  app.use(bodyLimit.middleware);
  app.use(dispatchToUpstream(createRouteResolver(config.apiRoutes), proxies, forwardIdentity));
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
