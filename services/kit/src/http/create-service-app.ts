import express, { type Express, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { healthRouter, type ReadinessCheck } from '../health/health-router';
import { identityMiddleware } from '../identity/identity-middleware';
import { requestContext } from '../logging/request-context';
import { errorHandler, notFoundHandler } from './error-handler';

export interface ServiceAppOptions {
  logger: Logger;
  /** Verifies the gateway's identity token on every `/api` request. */
  identityPublicKey: string;
  /** Readiness checks answered on `/readyz`, e.g. `{ postgres: postgresCheck(knex), nats: natsCheck(nc) }`. */
  checks: Record<string, ReadinessCheck>;
  /** Largest JSON body accepted (body-parser syntax); larger ones answer 413. */
  jsonLimit?: string;
  /** The service's routers, mounted under `/api` behind the identity middleware and the JSON parser. */
  api?: RequestHandler[];
}

/** JSON bodies of the product's API are small; uploads use their own parser and limit. */
const DEFAULT_JSON_LIMIT = '100kb';

/**
 * The Express pipeline every service shares, in order: request id and logging, `/healthz` and
 * `/readyz`, then `/api` (identity verified before the body is parsed, so anonymous callers cost
 * nothing), the service's routes, 404 for anything else and the error handler. It never listens.
 */
export function createServiceApp({
  logger,
  identityPublicKey,
  checks,
  jsonLimit = DEFAULT_JSON_LIMIT,
  api = [],
}: ServiceAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(requestContext(logger));
  app.use(healthRouter({ checks, logger }));
  app.use('/api', identityMiddleware(identityPublicKey), express.json({ limit: jsonLimit }), ...api);
  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  return app;
}
