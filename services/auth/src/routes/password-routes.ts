import {
  changePasswordBodySchema,
  passwordResetBodySchema,
  passwordResetConfirmBodySchema,
  type ApiSchema,
} from '@groupmap/contracts';
import { noStore, parseOrThrow, requireUser } from '@groupmap/svc-kit';
import { Router } from 'express';
import { changePassword } from '../domain/change-password';
import { confirmPasswordReset } from '../domain/confirm-password-reset';
import { requestPasswordReset } from '../domain/request-password-reset';
import { toUserResponse } from '../domain/user-response';
import { handOverSession } from './hand-over-session';
import type { RouteDeps } from './route-deps';

/** The one answer to every accepted reset request, known address or not. */
const RESET_REQUESTED: ApiSchema<'PasswordResetRequested'> = { ok: true };

/**
 * Password reset and change (issue 11): POST /api/password-reset (a link by mail, the same answer
 * for any address), POST /api/password-reset/confirm (the link's token and a new password; signs the
 * visitor in and every other session of the account out) and PUT /api/account/password (signed in;
 * signs every other session out). The last two hand the gateway a new session secret, as login does.
 */
export function passwordRoutes(deps: RouteDeps): Router {
  const router = Router();
  const { knex, hasher, limits, logger, config, clock } = deps;
  const settings = {
    publicOrigin: config.PUBLIC_ORIGIN,
    validForSeconds: config.PASSWORD_RESET_TOKEN_TTL_SECONDS,
  };

  router.post('/password-reset', async (req, res) => {
    const { email } = parseOrThrow(passwordResetBodySchema, req.body);
    await requestPasswordReset(
      { knex, limits, settings, logger },
      { email, ip: req.identity.ip, now: clock() },
    );
    res.status(202).json(RESET_REQUESTED);
  });

  router.post('/password-reset/confirm', async (req, res) => {
    const { token, password } = parseOrThrow(passwordResetConfirmBodySchema, req.body);
    const { sessionId, ip } = req.identity;
    const { user, session, deletionCancelled } = await confirmPasswordReset(
      { knex, hasher, logger },
      { token, password, sessionId, ip, now: clock() },
    );
    handOverSession(res, session);
    noStore(res);
    const answer: ApiSchema<'LoginResponse'> = toUserResponse(user);
    if (deletionCancelled) answer.deletionCancelled = true;
    res.json(answer);
  });

  router.put('/account/password', async (req, res) => {
    const { sessionId } = req.identity;
    const userId = requireUser(req.identity);
    const { currentPassword, newPassword } = parseOrThrow(changePasswordBodySchema, req.body);
    const { user, session } = await changePassword(
      { knex, hasher, limits, logger },
      { userId, currentPassword, newPassword, sessionId },
    );
    handOverSession(res, session);
    noStore(res);
    res.json(toUserResponse(user));
  });

  return router;
}
