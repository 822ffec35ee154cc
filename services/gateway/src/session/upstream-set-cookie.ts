import type { IncomingMessage, ServerResponse } from 'node:http';
import { SESSION_COOKIE } from '@groupmap/contracts';
import { setCookieList, setCookieName, setCookieNames } from '../cookies';
import { findRequestState } from '../request-state';

/**
 * The proxy's response hook for cookies. http-proxy copies the upstream's headers onto the response
 * with `setHeader`, which would overwrite the gateway's own `Set-Cookie` (a new session, a CSRF
 * token); so both lists are merged into the upstream's headers first, the upstream winning for a
 * cookie both set. An upstream setting `session_id` has rotated the secret (login, register,
 * logout): the lookup cached for the request's secret is dropped at once, so the old cookie is
 * asked about again, and refused, from the very next request.
 */
export function createUpstreamCookieMerger(
  dropSecret: (secretHash: string) => void,
): (proxyRes: IncomingMessage, req: IncomingMessage, res: ServerResponse) => void {
  return (proxyRes, req, res) => {
    const upstream = setCookieList(proxyRes.headers['set-cookie']);
    const upstreamNames = setCookieNames(upstream);
    if (upstreamNames.has(SESSION_COOKIE)) {
      const served = findRequestState(req)?.session;
      if (served) dropSecret(served.secretHash);
    }
    const own = setCookieList(res.getHeader('set-cookie')).filter(
      (cookie) => !upstreamNames.has(setCookieName(cookie)),
    );
    if (own.length > 0) proxyRes.headers['set-cookie'] = [...own, ...upstream];
  };
}
