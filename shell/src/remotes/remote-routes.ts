import type { RuntimeConfig } from '@groupmap/contracts';
import { matchPath } from 'react-router-dom';

/** A remote by its key in the runtime configuration. */
export type RemoteName = keyof RuntimeConfig['remotes'];

/** Who may see a route: everyone, or signed-in users only (the others are sent to /login). */
export type RouteAccess = 'all' | 'signed-in';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  access: RouteAccess;
}

/**
 * Which remote owns which paths (spec route table). The remote's `./app` renders these same paths
 * itself; the shell only needs to know whom to load, and whether a visitor must be signed in first
 * (decisions.md, Routes: /dashboard and everything below it, and /create; /subscription is for all).
 */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: '/map/:permalink', remote: 'map', access: 'all' },
  { path: '/dashboard/*', remote: 'dashboard', access: 'signed-in' },
  { path: '/create', remote: 'dashboard', access: 'signed-in' },
  { path: '/subscription', remote: 'billing', access: 'all' },
  // The built-in TEST MODE checkout (billing answers its url when Stripe is not configured).
  { path: '/subscription/checkout/:checkoutId', remote: 'billing', access: 'signed-in' },
];

/** The route of the remote that owns `pathname`, or undefined when no app has such a page. */
export function remoteRouteFor(pathname: string): RemoteRoute | undefined {
  return REMOTE_ROUTES.find(({ path }) => matchPath(path, pathname));
}

/** The remote that owns `pathname`, or undefined when no app has such a page. */
export function remoteForPath(pathname: string): RemoteName | undefined {
  return remoteRouteFor(pathname)?.remote;
}

/**
 * The remote worth fetching at boot for `pathname`: only on a route open to everyone. A signed-in
 * route may send the visitor to /login instead, and a signed-out visitor must not load that app.
 */
export function remoteToLoadAtBoot(pathname: string): RemoteName | undefined {
  const route = remoteRouteFor(pathname);
  return route?.access === 'all' ? route.remote : undefined;
}
