import express, { type Express, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { healthRouter, type ReadinessCheck } from '../health/health-router';
import type { IdentityAudience } from '../identity/identity';
import { identityMiddleware } from '../identity/identity-middleware';
import { requestContext } from '../logging/request-context';
import { measureRequestDurations } from '../metrics/http-request-metrics';
import { metricsEndpoint } from '../metrics/metrics-endpoint';
import type { Registry } from '../metrics/metrics-registry';
import { recordRoutePrefix } from '../metrics/route-pattern';
import { errorHandler, notFoundHandler } from './error-handler';
import { refuseControlCharacters } from './refuse-control-characters';

export interface ServiceAppOptions {
  /** The service's name: identity tokens must name it as their audience. */
  service: IdentityAudience;
  logger: Logger;
  /** Verifies the gateway's identity token on every `/api` request. */
  identityPublicKey: string;
  /** Readiness checks answered on `/readyz`, e.g. `{ postgres: postgresCheck(knex), nats: natsCheck(nc) }`. */
  checks: Record<string, ReadinessCheck>;
  /** Largest JSON body accepted (body-parser syntax); larger ones answer 413. */
  jsonLimit?: string;
  /**
   * The service's routers, mounted under `/api` behind the identity middleware, the JSON parser and
   * the refusal of control characters in path, query and body.
   */
  api?: RequestHandler[];
  /**
   * Routers mounted under `/api` before the identity middleware and the JSON parser: callers that
   * are not users and authenticate themselves (the Stripe webhook, by signature on the raw body).
   * Each must parse its own body and call `next()` for paths it does not own.
   */
  publicApi?: RequestHandler[];
  /** The registry `GET /metrics` answers from and request durations go to (default: the process's). */
  metricsRegistry?: Registry;
}

/** JSON bodies of the product's API are small; uploads use their own parser and limit. */
const DEFAULT_JSON_LIMIT = '100kb';

/**
 * The Express pipeline every service shares, in order: `GET /metrics` (Prometheus text; the gateway
 * never forwards it, so it is reachable on the service's own port only, and scrapes are neither
 * logged nor timed), request durations, request id and logging, `/healthz` and
 * `/readyz`, then `/api`: the public routers (which verify their callers themselves), identity
 * verified before the body is parsed (so anonymous callers cost nothing), control characters in
 * the path, query or JSON body refused (nothing reaches the database that it would refuse), the
 * service's routes, 404 for anything else and the error handler. It never listens.
 */
export function createServiceApp({
  service,
  logger,
  identityPublicKey,
  checks,
  jsonLimit = DEFAULT_JSON_LIMIT,
  api = [],
  publicApi = [],
  metricsRegistry,
}: ServiceAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.get('/metrics', metricsEndpoint(metricsRegistry));
  app.use(measureRequestDurations({ registry: metricsRegistry }));
  app.use(requestContext(logger));
  app.use(healthRouter({ checks, logger }));
  if (publicApi.length > 0) app.use('/api', recordRoutePrefix, ...publicApi);
  app.use(
    '/api',
    recordRoutePrefix,
    identityMiddleware(identityPublicKey, service),
    express.json({ limit: jsonLimit }),
    refuseControlCharacters,
    ...api,
  );
  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  return app;
}
