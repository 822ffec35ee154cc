import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { REQUEST_ID_HEADER } from '@groupmap/svc-kit';
import type { RequestHandler } from 'express';

/**
 * Gives a request a fresh id, replacing any the client sent: the id ends up in every service's log
 * lines and in the identity token, so a client must not be able to choose it. The kit's request
 * context then adopts it and echoes it on the response.
 */
export function assignRequestId(req: IncomingMessage): string {
  const id = randomUUID();
  req.headers[REQUEST_ID_HEADER] = id;
  return id;
}

export const requestIdMiddleware: RequestHandler = (req, _res, next) => {
  assignRequestId(req);
  next();
};
