import { badRequest, notFound } from '@groupmap/svc-kit';
import type { RequestHandler } from 'express';
import type { IdentityForwarder } from '../identity/forward-identity';
import type { RouteResolver } from '../routing/resolve-route';
import type { UpstreamProxies } from './upstream-proxies';

/** `/mf/map` alone, or followed by `?...`, asks for the remote's root. */
function withoutPrefix(url: string, prefix: string): string {
  const rest = url.slice(prefix.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * The last stop before an upstream: decides the upstream from the path, replaces the client's
 * identity headers with a signed token, and hands the request to that upstream's proxy. Paths
 * nobody owns answer 404 through the error handler.
 */
export function dispatchToUpstream(
  resolveRoute: RouteResolver,
  proxies: UpstreamProxies,
  forwardIdentity: IdentityForwarder,
): RequestHandler {
  return async (req, res, next) => {
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
    await forwardIdentity(req, String(req.id));
    if (route.stripPrefix) req.url = withoutPrefix(req.url, route.stripPrefix);
    await proxies.get(route.upstream)(req, res, next);
  };
}
