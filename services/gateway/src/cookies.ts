import type { IncomingHttpHeaders } from 'node:http';
import { parseCookie, parseSetCookie, stringifySetCookie } from 'cookie';

/** The gateway's cookies live as long as the spec's cookie list says: one year. */
export const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export interface GatewayCookieOptions {
  /** Unreadable by scripts (the session secret) or readable (the CSRF token the client echoes). */
  httpOnly: boolean;
  /** Only over HTTPS; set when the public origin is https. */
  secure: boolean;
}

/** A request cookie's value, or undefined when absent or empty. */
export function readRequestCookie(headers: IncomingHttpHeaders, name: string): string | undefined {
  const header = headers.cookie;
  if (!header) return undefined;
  const value = parseCookie(header)[name];
  return value === undefined || value === '' ? undefined : value;
}

/**
 * A `Set-Cookie` value for one of the gateway's cookies: site-wide (`Path=/`), `SameSite=Lax` so
 * cross-site subrequests and forms never carry it, and kept for a year.
 */
export function gatewaySetCookie(
  name: string,
  value: string,
  { httpOnly, secure }: GatewayCookieOptions,
): string {
  return stringifySetCookie(name, value, {
    httpOnly,
    secure,
    sameSite: 'lax',
    path: '/',
    maxAge: COOKIE_MAX_AGE_SECONDS,
  });
}

/** The name of the cookie a `Set-Cookie` value sets. */
export function setCookieName(value: string): string {
  return parseSetCookie(value).name;
}

/** The cookie names of `Set-Cookie` values. */
export function setCookieNames(values: readonly string[]): Set<string> {
  return new Set(values.map(setCookieName));
}

/** A response's `Set-Cookie` header as a list, whichever form Node holds it in. */
export function setCookieList(header: number | string | readonly string[] | undefined): string[] {
  if (header === undefined) return [];
  return Array.isArray(header) ? [...(header as readonly string[])] : [String(header)];
}
