import { noStore, unauthorized } from '@groupmap/svc-kit';
import { Router } from 'express';
import { findUserById } from '../db/user-repository';
import { toUserResponse } from '../domain/user-response';
import type { RouteDeps } from './route-deps';

/**
 * GET /api/user: the signed-in user, fresh from the database (never stored by a cache: personal
 * data); 401 when the session has none.
 */
export function userRoutes({ knex }: RouteDeps): Router {
  const router = Router();
  router.get('/user', async (req, res) => {
    const { userId } = req.identity;
    const user = userId === null ? null : await findUserById(knex, userId);
    if (!user) throw unauthorized();
    noStore(res);
    res.json(toUserResponse(user));
  });
  return router;
}
