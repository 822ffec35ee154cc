import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '@groupmap/contracts';
import { parseSetCookie } from 'cookie';
import request from 'supertest';

/** The cookies a response sets, by name (value and attributes as sent). */
export function cookiesSetBy(response: { headers: Record<string, unknown> }): Map<string, string> {
  const header = response.headers['set-cookie'];
  const values = Array.isArray(header) ? (header as string[]) : typeof header === 'string' ? [header] : [];
  return new Map(values.map((value) => [parseSetCookie(value).name, value]));
}

/** The value a response sets for one cookie, or undefined. */
export function cookieValueSetBy(
  response: { headers: Record<string, unknown> },
  name: string,
): string | undefined {
  const cookie = cookiesSetBy(response).get(name);
  return cookie === undefined ? undefined : parseSetCookie(cookie).value;
}

export interface Visitor {
  sessionSecret: string;
  csrfToken: string;
  /** Cookie and CSRF header, as the shell's API client sends them on a state-changing call. */
  headers: { Cookie: string; [CSRF_HEADER]: string };
}

/**
 * A browser's first steps: one API call (with a session cookie, or without to get a new one), keeping
 * the cookies the gateway sets, as the shell's client does before it changes anything.
 */
export async function visit(gatewayUrl: string, sessionSecret?: string): Promise<Visitor> {
  const call = request(gatewayUrl).get('/api/session');
  const response = await (
    sessionSecret ? call.set('Cookie', `${SESSION_COOKIE}=${sessionSecret}`) : call
  ).expect(200);
  const secret = sessionSecret ?? cookieValueSetBy(response, SESSION_COOKIE);
  const csrfToken = cookieValueSetBy(response, CSRF_COOKIE);
  if (secret === undefined || csrfToken === undefined) throw new Error('the gateway set no session cookies');
  return {
    sessionSecret: secret,
    csrfToken,
    headers: {
      Cookie: `${SESSION_COOKIE}=${secret}; ${CSRF_COOKIE}=${csrfToken}`,
      [CSRF_HEADER]: csrfToken,
    },
  };
}
