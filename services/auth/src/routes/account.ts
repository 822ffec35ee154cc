import { loginBodySchema, registerBodySchema, type RegisterBody } from '@groupmap/contracts';
import { parseOrThrow, validateBody } from '@groupmap/svc-kit';
import { Router } from 'express';
import { logIn } from '../domain/log-in';
import { logOut } from '../domain/log-out';
import { loginLog } from '../domain/login-log';
import { register } from '../domain/register';
import { toUserResponse } from '../domain/user-response';
import type { RouteDeps } from './route-deps';
import { setSessionCookie } from './session-cookie';

/** POST /api/register, /api/login and /api/logout (spec section 7): each rotates the session secret. */
export function accountRoutes(deps: RouteDeps): Router {
  const { knex, secureCookies } = deps;
  const router = Router();

  router.post('/register', validateBody(registerBodySchema), async (req, res) => {
    const { user, session } = await register(deps, {
      ...(req.body as RegisterBody),
      sessionId: req.identity.sessionId,
      ip: req.identity.ip,
    });
    setSessionCookie(res, session.secret, secureCookies);
    res.status(201).json(toUserResponse(user));
  });

  router.post('/login', async (req, res) => {
    const { ip } = req.identity;
    let body;
    try {
      body = parseOrThrow(loginBodySchema, req.body);
    } catch (error) {
      const username: unknown = (req.body as { username?: unknown } | undefined)?.username;
      loginLog(deps.logger).failure({
        reason: 'invalid_request',
        username: typeof username === 'string' ? username : null,
        ip,
      });
      throw error;
    }
    const { user, session } = await logIn(deps, { ...body, sessionId: req.identity.sessionId, ip });
    setSessionCookie(res, session.secret, secureCookies);
    res.json(toUserResponse(user));
  });

  router.post('/logout', async (req, res) => {
    const session = await logOut(knex, { sessionId: req.identity.sessionId, userId: req.identity.userId });
    setSessionCookie(res, session.secret, secureCookies);
    res.status(204).end();
  });

  return router;
}
