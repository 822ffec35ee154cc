import type { IncomingMessage, ServerResponse } from 'node:http';
import { CSRF_COOKIE, SESSION_COOKIE } from '@groupmap/contracts';
import { SESSION_PUBLIC_ID_HEADER, SESSION_SECRET_HEADER } from '@groupmap/svc-kit';
import { gatewaySetCookie, setCookieList, setCookieName } from '../cookies';
import { csrfTokenFor } from '../csrf/csrf-token';
import { findRequestState } from '../request-state';

/** The cookies only the gateway sets: an upstream's `Set-Cookie` for them is dropped. */
const GATEWAY_COOKIES = new Set([SESSION_COOKIE, CSRF_COOKIE]);

export interface UpstreamCookieOptions {
  /** Forgets the cached lookup of one secret hash at once. */
  dropSecret(secretHash: string): void;
  csrfSecret: string;
  secureCookies: boolean;
}

function singleHeader(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The proxy's response hook for cookies. The gateway sets every `session_id` and `csrf_token` cookie
 * itself, so their attributes (`Secure` from the public origin) are decided in one place: when auth
 * hands over a rotated or new session (kit's session-handoff headers, on login, registration and
 * logout), its headers are removed and become the two cookies, and the lookup cached for the
 * request's old secret is dropped at once, so the old cookie is refused from the very next request.
 * http-proxy copies the upstream's headers onto the response with `setHeader`, which would overwrite
 * the gateway's own `Set-Cookie`, so both lists are merged into the upstream's headers first.
 */
export function createUpstreamCookieMerger({
  dropSecret,
  csrfSecret,
  secureCookies,
}: UpstreamCookieOptions): (proxyRes: IncomingMessage, req: IncomingMessage, res: ServerResponse) => void {
  return (proxyRes, req, res) => {
    const secret = singleHeader(proxyRes.headers[SESSION_SECRET_HEADER]);
    const publicId = singleHeader(proxyRes.headers[SESSION_PUBLIC_ID_HEADER]);
    delete proxyRes.headers[SESSION_SECRET_HEADER];
    delete proxyRes.headers[SESSION_PUBLIC_ID_HEADER];
    const upstream = setCookieList(proxyRes.headers['set-cookie']).filter(
      (cookie) => !GATEWAY_COOKIES.has(setCookieName(cookie)),
    );
    let own = setCookieList(res.getHeader('set-cookie'));
    const state = findRequestState(req);
    // Only auth owns sessions; the same headers from any other upstream are ignored.
    if (secret !== undefined && publicId !== undefined && state?.route.upstream === 'auth') {
      if (state.session) dropSecret(state.session.secretHash);
      own = [
        ...own.filter((cookie) => !GATEWAY_COOKIES.has(setCookieName(cookie))),
        gatewaySetCookie(SESSION_COOKIE, secret, { httpOnly: true, secure: secureCookies }),
        gatewaySetCookie(CSRF_COOKIE, csrfTokenFor(csrfSecret, publicId), {
          httpOnly: false,
          secure: secureCookies,
        }),
      ];
    }
    const merged = [...own, ...upstream];
    if (merged.length > 0) proxyRes.headers['set-cookie'] = merged;
    else delete proxyRes.headers['set-cookie'];
  };
}
