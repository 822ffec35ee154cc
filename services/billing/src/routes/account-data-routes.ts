import { noStore, requireUser } from '@groupmap/svc-kit';
import { Router } from 'express';
import type { Knex } from 'knex';
import { readAccountData } from '../domain/account-data';

/** `GET /api/billing/export`: billing's part of "Download my data" (personal data: never cached). */
export function accountDataRoutes({ knex }: { knex: Knex }): Router {
  const router = Router();
  router.get('/billing/export', async (req, res) => {
    const userId = requireUser(req.identity);
    const body = await readAccountData(knex, userId);
    noStore(res);
    res.json(body);
  });
  return router;
}
