import type { RequestHandler } from 'express';
import { unauthorized } from '../http/http-error';
import { REQUEST_ID_HEADER, requestIdFrom } from '../logging/request-id';
import { IDENTITY_HEADER, type Identity, type IdentityAudience } from './identity';
import { verifyIdentityToken } from './verify-identity';

declare global {
  // Express's own augmentation point for Request (interface merging needs `namespace`).
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by identityMiddleware: who is calling, as the gateway resolved it. */
      identity: Identity;
    }
  }
}

/**
 * Verifies the gateway's identity token (`x-groupmap-identity`, ES256 only) and sets `req.identity`.
 * A request without a valid token for `audience` (this service) answers 401 with the contract text:
 * only the gateway can call in, and a token it signed for another service does not open this one.
 */
export function identityMiddleware(publicKeyPem: string, audience: IdentityAudience): RequestHandler {
  return (req, _res, next) => {
    // The request's id as requestContext adopted it (the gateway's `x-request-id`).
    const requestId = req.id !== undefined ? String(req.id) : requestIdFrom(req.get(REQUEST_ID_HEADER));
    const identity = verifyIdentityToken(publicKeyPem, req.get(IDENTITY_HEADER), audience, requestId);
    if (!identity) {
      next(unauthorized());
      return;
    }
    req.identity = identity;
    req.log?.setBindings({ userId: identity.userId });
    next();
  };
}
