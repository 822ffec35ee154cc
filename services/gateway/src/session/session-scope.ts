import type { IncomingHttpHeaders } from 'node:http';
import { hasPathPrefix, type ProxyRoute } from '../routing/resolve-route';

/**
 * Which requests are served under a visitor session: `api` calls (a session is required, and
 * state-changing ones are CSRF-checked) and shell `page` loads (a session is set up when auth answers,
 * the page is served either way). Static assets, remotes and /embed need none; /embed pages are
 * framed by third-party sites, where cookies must not be set.
 */
export type SessionScope = 'api' | 'page' | 'none';

interface RequestLine {
  method: string;
  /** The path without the query. */
  path: string;
  headers: IncomingHttpHeaders;
}

/**
 * API calls that carry no session and need no CSRF proof: Stripe's webhook is a server-to-server
 * call with no cookie, verified by its signature instead (architecture.md, Requests).
 */
const SESSIONLESS_API_CALLS = [{ method: 'POST', path: '/api/billing/webhook' }];

const PAGE_METHODS = new Set(['GET', 'HEAD']);

/** A browser navigation asks for HTML; script, style, image and font requests do not. */
function wantsPage(headers: IncomingHttpHeaders): boolean {
  return (headers.accept ?? '').includes('text/html');
}

export function sessionScope({ method, path, headers }: RequestLine, route: ProxyRoute): SessionScope {
  if (hasPathPrefix(path, '/api')) {
    const exempt = SESSIONLESS_API_CALLS.some((call) => call.method === method && call.path === path);
    return exempt ? 'none' : 'api';
  }
  if (route.upstream === 'shell' && PAGE_METHODS.has(method) && wantsPage(headers)) return 'page';
  return 'none';
}
