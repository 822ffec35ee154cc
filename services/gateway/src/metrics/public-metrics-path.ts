import { notFound, UNMATCHED_ROUTE } from '@groupmap/svc-kit';
import type { Request, RequestHandler } from 'express';
import { findRequestState } from '../request-state';

/**
 * `/metrics` on the public port answers 404 instead of falling through to the shell's page: the
 * gateway's metrics are on METRICS_PORT only, and the services' are never forwarded (only `/api/*`
 * and `/ws/*` reach them, under those paths).
 */
export const refusePublicMetrics: RequestHandler = (_req, _res, next) => {
  next(notFound());
};

/**
 * The route label of a request no gateway route matched: the upstream it was proxied to
 * (`proxy:maps`), one series per upstream whatever the path; `unmatched` for a path nobody owns.
 */
export function upstreamRouteLabel(req: Request): string {
  const state = findRequestState(req);
  return state ? `proxy:${state.route.upstream}` : UNMATCHED_ROUTE;
}
