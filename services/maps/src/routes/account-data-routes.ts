import { noStore, requireUser } from '@groupmap/svc-kit';
import { Router } from 'express';
import type { Knex } from 'knex';
import { readAccountData } from '../domain/account-data';

/** GET /api/maps/user/export: maps' part of "Download my data" (personal data: never cached). */
export function accountDataRoutes({ knex }: { knex: Knex }): Router {
  const router = Router();
  router.get('/maps/user/export', async (req, res) => {
    const body = await readAccountData(knex, requireUser(req.identity));
    noStore(res);
    res.json(body);
  });
  return router;
}
