import {
  accountNotificationsBodySchema,
  changeEmailBodySchema,
  verifyEmailBodySchema,
} from '@groupmap/contracts';
import { noStore, parseOrThrow, requireUser, unauthorized } from '@groupmap/svc-kit';
import { Router } from 'express';
import { findUserById, setReviewDigests } from '../db/user-repository';
import { toAccountResponse } from '../domain/account-response';
import { changeEmail } from '../domain/change-email';
import { resendEmailVerification } from '../domain/resend-email-verification';
import { emailVerificationSettings } from '../domain/send-email-verification';
import { verifyEmail } from '../domain/verify-email';
import type { RouteDeps } from './route-deps';

/**
 * The profile of the account page (issue 11): GET /api/account, PUT /api/account/notifications
 * (issue 24's digests), PUT /api/account/email, POST
 * /api/account/email/resend (signed in) and POST /api/account/email/verify (the mailed link's token
 * alone, signed in or not). Answers carry personal data, so none is stored by a cache.
 */
export function profileRoutes(deps: RouteDeps): Router {
  const router = Router();
  const { knex, hasher, limits, logger, config, clock } = deps;
  const verification = emailVerificationSettings(config);

  router.get('/account', async (req, res) => {
    const user = await findUserById(knex, requireUser(req.identity));
    if (!user) throw unauthorized();
    noStore(res);
    res.json(toAccountResponse(user));
  });

  router.put('/account/notifications', async (req, res) => {
    const userId = requireUser(req.identity);
    const { reviewDigests } = parseOrThrow(accountNotificationsBodySchema, req.body);
    const user = await setReviewDigests(knex, userId, reviewDigests);
    if (!user) throw unauthorized();
    noStore(res);
    res.json(toAccountResponse(user));
  });

  router.put('/account/email', async (req, res) => {
    const userId = requireUser(req.identity);
    const { email, currentPassword } = parseOrThrow(changeEmailBodySchema, req.body);
    const user = await changeEmail(
      { knex, hasher, limits, verification, logger },
      { userId, email, currentPassword, now: clock() },
    );
    noStore(res);
    res.json(toAccountResponse(user));
  });

  router.post('/account/email/verify', async (req, res) => {
    // A missing or malformed token is as invalid as an unknown one: the same 400 `invalid_link`.
    const body = verifyEmailBodySchema.safeParse(req.body);
    const token = body.success ? body.data.token : '';
    const verified = await verifyEmail(
      { knex, logger, publicOrigin: config.PUBLIC_ORIGIN, emailKeySecret: config.CONTRIBUTOR_EMAIL_KEY },
      { token, now: clock() },
    );
    noStore(res);
    res.json(verified);
  });

  router.post('/account/email/resend', async (req, res) => {
    const userId = requireUser(req.identity);
    await resendEmailVerification({ knex, limits, verification }, { userId, now: clock() });
    res.status(202).end();
  });

  return router;
}
