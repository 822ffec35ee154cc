import { accountDeletionBodySchema, type ApiSchema } from '@groupmap/contracts';
import { noStore, parseOrThrow, requireUser, unauthorized } from '@groupmap/svc-kit';
import { Router } from 'express';
import { deletionScheduledFor } from '../db/account-deletion-repository';
import { findUserById } from '../db/user-repository';
import { toAccountExport } from '../domain/account-export';
import { scheduleAccountDeletion } from '../domain/schedule-account-deletion';
import { handOverSession } from './hand-over-session';
import type { RouteDeps } from './route-deps';

/**
 * Leaving (issue 11): GET /api/account/export, auth's part of "Download my data", and POST
 * /api/account/deletion, which schedules the account's deletion and hands this browser a new
 * visitor session. Answers carry personal data, so none is stored by a cache.
 */
export function leavingRoutes({ knex, hasher, limits, logger, config, clock }: RouteDeps): Router {
  const router = Router();

  router.get('/account/export', async (req, res) => {
    const userId = requireUser(req.identity);
    const user = await findUserById(knex, userId);
    if (!user) throw unauthorized();
    noStore(res);
    res.json(toAccountExport(user, await deletionScheduledFor(knex, userId)));
  });

  router.post('/account/deletion', async (req, res) => {
    const userId = requireUser(req.identity);
    const { password, username } = parseOrThrow(accountDeletionBodySchema, req.body);
    const { deletionAt, session } = await scheduleAccountDeletion(
      {
        knex,
        hasher,
        limits,
        logger,
        graceDays: config.ACCOUNT_DELETION_GRACE_DAYS,
        publicOrigin: config.PUBLIC_ORIGIN,
      },
      { userId, password, username, now: clock() },
    );
    handOverSession(res, session);
    noStore(res);
    const body: ApiSchema<'AccountDeletionScheduled'> = { deletionScheduledFor: deletionAt.toISOString() };
    res.json(body);
  });

  return router;
}
