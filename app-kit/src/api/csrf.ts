import { CSRF_COOKIE, CSRF_HEADER } from '@groupmap/contracts';
import type { Middleware } from 'openapi-fetch';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The value of one cookie in a `document.cookie` string, or undefined. */
export function readCookie(name: string, cookies: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/**
 * openapi-fetch middleware copying the `csrf_token` cookie into the `x-csrf-token` header of every
 * state-changing request, which the gateway requires (double-submit check bound to the session).
 */
export function csrfMiddleware(readCookies: () => string = () => document.cookie): Middleware {
  return {
    onRequest({ request }) {
      if (SAFE_METHODS.has(request.method.toUpperCase())) return undefined;
      const token = readCookie(CSRF_COOKIE, readCookies());
      if (token !== undefined) request.headers.set(CSRF_HEADER, token);
      return request;
    },
  };
}
