import { IDENTITY_HEADER, SESSION_PUBLIC_ID_HEADER, SESSION_SECRET_HEADER } from '@groupmap/svc-kit';
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
    put: (path: string, body: object) => request(app).put(path).set(IDENTITY_HEADER, identity).send(body),
  };
}

/** The session a response handed the gateway (kit's session-handoff headers), or undefined. */
export function handedOverSession(res: request.Response): { secret: string; publicId: string } | undefined {
  const secret = res.headers[SESSION_SECRET_HEADER] as string | undefined;
  const publicId = res.headers[SESSION_PUBLIC_ID_HEADER] as string | undefined;
  return secret && publicId ? { secret, publicId } : undefined;
}

/** The new secret a response handed over. */
export function newSecretOf(res: request.Response): string {
  const session = handedOverSession(res);
  if (!session) throw new Error('no session was handed over');
  return session.secret;
}
