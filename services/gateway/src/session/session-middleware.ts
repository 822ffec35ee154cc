import { SESSION_COOKIE } from '@groupmap/contracts';
import { serviceUnavailable } from '@groupmap/svc-kit';
import type { RequestHandler } from 'express';
import { gatewaySetCookie } from '../cookies';
import { requestState } from '../request-state';
import type { ResolveRequestSession } from './resolve-request-session';
import { sessionScope } from './session-scope';

export interface SessionMiddlewareOptions {
  resolve: ResolveRequestSession;
  secureCookies: boolean;
}

/**
 * Puts API calls and page loads under the visitor's session, creating one (and setting its cookie)
 * for a visitor without a valid `session_id`. When auth cannot be asked, an API call answers 503,
 * while a page is still served without a session: the shell then shows the visitor as signed out.
 */
export function sessionMiddleware({ resolve, secureCookies }: SessionMiddlewareOptions): RequestHandler {
  return async (req, res, next) => {
    const state = requestState(req);
    state.scope = sessionScope(req, state.route);
    if (state.scope === 'none') {
      next();
      return;
    }
    const outcome = await resolve(req.headers, { create: true });
    if (outcome.kind !== 'session') {
      if (state.scope === 'api') next(serviceUnavailable());
      else next();
      return;
    }
    state.session = outcome;
    if (outcome.issuedSecret !== undefined) {
      // Appended, never set: a later Set-Cookie of the upstream's is merged in, not overwritten.
      res.append(
        'Set-Cookie',
        gatewaySetCookie(SESSION_COOKIE, outcome.issuedSecret, { httpOnly: true, secure: secureCookies }),
      );
    }
    next();
  };
}
