import { noStore, requireUser } from '@groupmap/svc-kit';
import { Router } from 'express';
import type { Knex } from 'knex';
import { exportBilling } from '../domain/export-billing';

/** `GET /api/billing/export`: billing's part of "Download my data" (personal data: never cached). */
export function exportRouter({ knex }: { knex: Knex }): Router {
  const router = Router();
  router.get('/billing/export', async (req, res) => {
    const userId = requireUser(req.identity);
    const body = await exportBilling(knex, userId);
    noStore(res);
    res.json(body);
  });
  return router;
}
