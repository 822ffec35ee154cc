import { loginBodySchema, registerBodySchema, type ApiSchema } from '@groupmap/contracts';
import { noStore, parseOrThrow, validateBody } from '@groupmap/svc-kit';
import { Router } from 'express';
import { logIn } from '../domain/log-in';
import { logOut } from '../domain/log-out';
import { loginLog } from '../domain/login-log';
import { register } from '../domain/register';
import { toUserResponse } from '../domain/user-response';
import { handOverSession } from './hand-over-session';
import type { RouteDeps } from './route-deps';

/**
 * POST /api/register, /api/login and /api/logout (spec section 7): each hands the gateway a new
 * session secret (logout a new visitor session), which it sets as the cookie.
 */
export function accountRoutes(deps: RouteDeps): Router {
  const router = Router();

  router.post('/register', validateBody(registerBodySchema), async (req, res) => {
    const { user, session } = await register(deps, {
      ...req.body,
      sessionId: req.identity.sessionId,
      ip: req.identity.ip,
    });
    handOverSession(res, session);
    noStore(res);
    res.status(201).json(toUserResponse(user));
  });

  router.post('/login', async (req, res) => {
    const { ip } = req.identity;
    let body;
    try {
      body = parseOrThrow(loginBodySchema, req.body);
    } catch (error) {
      const raw: unknown = req.body;
      const username = typeof raw === 'object' && raw !== null && 'username' in raw ? raw.username : null;
      loginLog(deps.logger).failure({
        reason: 'invalid_request',
        username: typeof username === 'string' ? username : null,
        ip,
      });
      throw error;
    }
    const { user, session, deletionCancelled } = await logIn(
      { ...deps, accountDelayMs: deps.config.LOGIN_ACCOUNT_DELAY_MS },
      { ...body, sessionId: req.identity.sessionId, ip },
    );
    handOverSession(res, session);
    noStore(res);
    const answer: ApiSchema<'LoginResponse'> = toUserResponse(user);
    // Only when it happened: the browser then tells the user their account is no longer deleted.
    if (deletionCancelled) answer.deletionCancelled = true;
    res.json(answer);
  });

  router.post('/logout', async (req, res) => {
    handOverSession(res, await logOut(deps.knex, { publicId: req.identity.sessionId }));
    res.status(204).end();
  });

  return router;
}
