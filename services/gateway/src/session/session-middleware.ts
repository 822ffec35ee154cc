import { SESSION_COOKIE } from '@groupmap/contracts';
import { serviceUnavailable, tooManyAttempts } from '@groupmap/svc-kit';
import type { RequestHandler } from 'express';
import { gatewaySetCookie } from '../cookies';
import { requestState } from '../request-state';
import type { ResolveRequestSession } from './resolve-request-session';
import { createsSession, sessionScope } from './session-scope';

export interface SessionMiddlewareOptions {
  resolve: ResolveRequestSession;
  secureCookies: boolean;
}

/**
 * Puts API calls and page loads under the visitor's session (architecture.md, Requests). A session
 * is created, and its cookie set, only for a page load or `GET /api/session` without a valid cookie;
 * any other API call without one runs with no session (a read) or is refused by the CSRF check (a
 * write), and creates nothing. A page is always served: without a session when auth cannot be asked
 * or refuses a new one for the client IP, while an API call then answers 503 or 429.
 */
export function sessionMiddleware({ resolve, secureCookies }: SessionMiddlewareOptions): RequestHandler {
  return async (req, res, next) => {
    const state = requestState(req);
    state.scope = sessionScope(req, state.route);
    if (state.scope === 'none') {
      next();
      return;
    }
    const createForIp = createsSession(req, state.scope) ? state.ip : undefined;
    const outcome = await resolve(req.headers, { createForIp });
    if (outcome.kind === 'unavailable' || outcome.kind === 'refused') {
      if (state.scope === 'page') next();
      else if (outcome.kind === 'refused') next(tooManyAttempts(outcome.retryAfterSeconds));
      else next(serviceUnavailable());
      return;
    }
    if (outcome.kind === 'none') {
      next();
      return;
    }
    state.session = outcome;
    if (outcome.issuedSecret !== undefined) {
      // Appended, never set: the CSRF cookie is appended beside it.
      res.append(
        'Set-Cookie',
        gatewaySetCookie(SESSION_COOKIE, outcome.issuedSecret, { httpOnly: true, secure: secureCookies }),
      );
    }
    next();
  };
}
