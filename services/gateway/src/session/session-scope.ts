import type { IncomingHttpHeaders } from 'node:http';
import { hasPathPrefix, type ProxyRoute } from '../routing/resolve-route';

/**
 * Which requests are served under a visitor session: `api` calls (the cookie's session when it has
 * a valid one; state-changing ones need one and are CSRF-checked) and shell `page` loads (a session
 * is created when the cookie has none). Static assets, remotes, logos and /embed need none; /embed
 * pages are framed by third-party sites, where cookies must not be set.
 */
export type SessionScope = 'api' | 'page' | 'none';

interface RequestLine {
  method: string;
  /** The path without the query. */
  path: string;
  headers: IncomingHttpHeaders;
}

/**
 * API calls served with no session and no cookies, whatever the request carries: Stripe's webhook
 * is a server-to-server call verified by its signature instead of CSRF (architecture.md, Requests);
 * logos are public images, cached by anyone, shown inside third-party embeds.
 */
const SESSIONLESS_API_CALLS = [
  { methods: ['POST'], path: '/api/billing/webhook', below: false },
  { methods: ['GET', 'HEAD'], path: '/api/logos', below: true },
];

const PAGE_METHODS = new Set(['GET', 'HEAD']);

/** A browser navigation asks for HTML; script, style, image and font requests do not. */
function wantsPage(headers: IncomingHttpHeaders): boolean {
  return (headers.accept ?? '').includes('text/html');
}

export function sessionScope({ method, path, headers }: RequestLine, route: ProxyRoute): SessionScope {
  if (hasPathPrefix(path, '/api')) {
    const exempt = SESSIONLESS_API_CALLS.some(
      (call) =>
        call.methods.includes(method) && (call.below ? path.startsWith(`${call.path}/`) : call.path === path),
    );
    return exempt ? 'none' : 'api';
  }
  if (route.upstream === 'shell' && PAGE_METHODS.has(method) && wantsPage(headers)) return 'page';
  return 'none';
}

/** `GET /api/session` is how app-kit asks for a session before retrying a refused write. */
const SESSION_PATH = '/api/session';

/**
 * Whether a request without a valid session gets a new one (architecture.md, Requests): page loads
 * and `GET /api/session` only. Cookieless reads run without one, and writes are refused instead.
 */
export function createsSession({ method, path }: RequestLine, scope: SessionScope): boolean {
  if (scope === 'page') return true;
  return scope === 'api' && PAGE_METHODS.has(method) && path === SESSION_PATH;
}
