import type { RequestHandler } from 'express';
import type { IdentityForwarder } from '../identity/forward-identity';
import { requestState } from '../request-state';
import { isServiceUpstream } from '../upstreams';
import type { UpstreamProxies } from './upstream-proxies';

/** `/mf/map` alone, or followed by `?...`, asks for the remote's root. */
function withoutPrefix(url: string, prefix: string): string {
  const rest = url.slice(prefix.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * The last stop before an upstream: replaces the client's identity headers and credentials with a
 * signed token for that service (static servers get none) carrying the session the request is served
 * under, and hands the request to its upstream's proxy.
 */
export function dispatchToUpstream(
  proxies: UpstreamProxies,
  forwardIdentity: IdentityForwarder,
): RequestHandler {
  return async (req, res, next) => {
    const { route, session, ip } = requestState(req);
    forwardIdentity(req, {
      session: session?.session ?? null,
      ip,
      audience: isServiceUpstream(route.upstream) ? route.upstream : null,
    });
    if (route.stripPrefix) req.url = withoutPrefix(req.url, route.stripPrefix);
    await proxies.get(route.upstream)(req, res, next);
  };
}
