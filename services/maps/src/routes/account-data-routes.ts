import { noStore, requireUser } from '@groupmap/svc-kit';
import { Router } from 'express';
import type { Knex } from 'knex';
import { readAccountData } from '../domain/account-data';
import type { EmailSeal } from '../domain/email-seal';

/** GET /api/maps/user/export: maps' part of "Download my data" (personal data: never cached). */
export function accountDataRoutes({ knex, emailSeal }: { knex: Knex; emailSeal: EmailSeal }): Router {
  const router = Router();
  router.get('/maps/user/export', async (req, res) => {
    const body = await readAccountData(knex, emailSeal, requireUser(req.identity));
    noStore(res);
    res.json(body);
  });
  return router;
}
