import { REMOTE_NAMES, REMOTE_UPSTREAMS, type ServiceName, type UpstreamName } from '../upstreams';
import type { ApiRoutes } from './api-routes';

/** Where a request goes: an upstream (optionally with a path prefix removed), or nowhere. */
export type Route = { kind: 'proxy'; upstream: UpstreamName; stripPrefix?: string } | { kind: 'not-found' };

/** A route that reaches an upstream. */
export type ProxyRoute = Extract<Route, { kind: 'proxy' }>;

/** Decides the upstream of a request path (docs/interfaces.md "Gateway paths"). */
export type RouteResolver = (pathname: string) => Route;

const NOT_FOUND: Route = { kind: 'not-found' };

/** True when `pathname` is `prefix` itself or lies below it (`/api/maps` matches `/api/maps/1`, not `/api/mapsx`). */
export function hasPathPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * Compiles the API routing table into a resolver for every path. The longest matching API prefix
 * wins, so a table may send `/api/maps/export` somewhere other than `/api/maps`. Unknown `/api/*`
 * and `/mf/*` paths are not found rather than falling through to the shell, whose SPA fallback
 * would answer them with index.html.
 */
export function createRouteResolver(apiRoutes: ApiRoutes): RouteResolver {
  const prefixes = Object.entries(apiRoutes).sort(([a], [b]) => b.length - a.length);
  const apiService = (pathname: string): ServiceName | undefined =>
    prefixes.find(([prefix]) => hasPathPrefix(pathname, prefix))?.[1];

  return (pathname) => {
    if (hasPathPrefix(pathname, '/api')) {
      const service = apiService(pathname);
      return service ? { kind: 'proxy', upstream: service } : NOT_FOUND;
    }
    if (hasPathPrefix(pathname, '/ws')) return { kind: 'proxy', upstream: 'realtime' };
    if (hasPathPrefix(pathname, '/mf')) {
      const remote = REMOTE_NAMES.find((name) => hasPathPrefix(pathname, `/mf/${name}`));
      return remote
        ? { kind: 'proxy', upstream: REMOTE_UPSTREAMS[remote], stripPrefix: `/mf/${remote}` }
        : NOT_FOUND;
    }
    // The embed entry lives on mf-map's server under the same path, so it is forwarded unchanged.
    if (hasPathPrefix(pathname, '/embed')) return { kind: 'proxy', upstream: 'mfMap' };
    return { kind: 'proxy', upstream: 'shell' };
  };
}
