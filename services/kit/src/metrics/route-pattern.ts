import type { Request, RequestHandler } from 'express';

/** The mount path (`req.baseUrl`) each request's routes were matched under, recorded on the way in. */
const routePrefixes = new WeakMap<Request, string>();

/**
 * Mounted first under a mount path (`app.use('/api', recordRoutePrefix, ...)`): remembers it for
 * {@link routePatternOf}. Express resets `req.baseUrl` when an error leaves the router, so a route
 * that failed would otherwise be labelled without its prefix. Only for fixed mount paths (no `:id`).
 */
export const recordRoutePrefix: RequestHandler = (req, _res, next) => {
  routePrefixes.set(req, req.baseUrl);
  next();
};

/** An Express route's path as written: a string, a RegExp or an array of them. */
function pathText(path: unknown): string {
  return Array.isArray(path) ? path.map(pathText).join('|') : String(path);
}

/**
 * The route pattern Express matched, `/api/maps/:id`, never the raw path (whose ids would make one
 * time series per map); undefined when no route matched (404s, proxied requests).
 */
export function routePatternOf(req: Request): string | undefined {
  const route = (req as Request & { route?: { path: unknown } }).route;
  if (!route) return undefined;
  return `${routePrefixes.get(req) ?? ''}${pathText(route.path)}`;
}
