import { SESSION_COOKIE } from '@groupmap/contracts';
import { IDENTITY_HEADER } from '@groupmap/svc-kit';
import type { Express } from 'express';
import request from 'supertest';

/** A request as the gateway forwards it: with the identity token it signed. */
export function asGateway(app: Express, identity: string) {
  return {
    get: (path: string) => request(app).get(path).set(IDENTITY_HEADER, identity),
    post: (path: string, body?: object) => {
      const call = request(app).post(path).set(IDENTITY_HEADER, identity);
      return body === undefined ? call : call.send(body);
    },
  };
}

/** The `session_id` Set-Cookie line of a response, or undefined. */
export function sessionSetCookie(res: request.Response): string | undefined {
  const cookies = (res.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
  return cookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
}

/** The new secret a response set in `session_id`. */
export function newSecretOf(res: request.Response): string {
  const cookie = sessionSetCookie(res);
  if (!cookie) throw new Error(`no ${SESSION_COOKIE} cookie was set`);
  return cookie.slice(SESSION_COOKIE.length + 1, cookie.indexOf(';'));
}
