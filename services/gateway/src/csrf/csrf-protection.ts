import { CSRF_COOKIE, CSRF_HEADER, messages } from '@groupmap/contracts';
import { forbidden } from '@groupmap/svc-kit';
import type { RequestHandler } from 'express';
import { gatewaySetCookie, readRequestCookie } from '../cookies';
import { requestState } from '../request-state';
import { passesCsrfCheck } from './csrf-check';
import { csrfTokenFor } from './csrf-token';

/** Methods that change nothing; every other method on /api must prove it comes from our pages. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CsrfProtectionOptions {
  secret: string;
  publicOrigin: string;
  /** Extra Origins trusted outside production (DEV_ORIGINS). */
  devOrigins?: readonly string[];
  secureCookies: boolean;
}

function singleHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? undefined : value;
}

/**
 * Hands every request served under a session the `csrf_token` cookie of that session (readable by
 * scripts, which copy it into `x-csrf-token`), whenever the one it carries is missing or another
 * session's. State-changing API calls without the proof answer 403 `csrf_rejected` and never reach
 * the upstream.
 */
export function csrfProtection({
  secret,
  publicOrigin,
  devOrigins = [],
  secureCookies,
}: CsrfProtectionOptions): RequestHandler {
  return (req, res, next) => {
    const { scope, session } = requestState(req);
    const cookie = readRequestCookie(req.headers, CSRF_COOKIE);
    const token = session ? csrfTokenFor(secret, session.session.publicId) : undefined;
    if (token !== undefined && cookie !== token) {
      res.append(
        'Set-Cookie',
        gatewaySetCookie(CSRF_COOKIE, token, { httpOnly: false, secure: secureCookies }),
      );
    }
    if (scope !== 'api' || SAFE_METHODS.has(req.method)) {
      next();
      return;
    }
    const evidence = {
      header: singleHeader(req.headers[CSRF_HEADER]),
      cookie,
      origin: singleHeader(req.headers.origin),
    };
    if (token === undefined || !passesCsrfCheck(evidence, { token, publicOrigin, devOrigins })) {
      next(forbidden(messages.csrfRejected, 'csrf_rejected'));
      return;
    }
    next();
  };
}
