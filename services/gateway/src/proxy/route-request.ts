import { badRequest, notFound } from '@groupmap/svc-kit';
import type { RequestHandler } from 'express';
import { clientIp } from '../client-ip';
import { setRequestState } from '../request-state';
import type { RouteResolver } from '../routing/resolve-route';

/**
 * Decides the upstream and the client IP of a request before anything else looks at it: the session
 * and CSRF steps depend on where it goes. Paths nobody owns answer 404 through the error handler.
 */
export function routeRequest(resolveRoute: RouteResolver, trustedProxyHops: number): RequestHandler {
  return (req, _res, next) => {
    // Only origin-form targets (`/path?query`): an absolute URL or `*` would be routed by one part
    // and forwarded by another.
    if (!req.url.startsWith('/')) {
      next(badRequest());
      return;
    }
    const route = resolveRoute(req.path);
    if (route.kind === 'not-found') {
      next(notFound());
      return;
    }
    setRequestState(req, { route, ip: clientIp(req, trustedProxyHops), scope: 'none', session: null });
    next();
  };
}
