import { messages } from '@groupmap/contracts';
import { badRequest, httpError, unauthorized, type Logger, type RateLimiter } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { findUserById, updatePasswordHash, type User } from '../db/user-repository';
import { isCommonPassword } from './common-passwords';
import { endUserSessions } from './end-user-sessions';
import type { PasswordHasher } from './password-hasher';
import { signInSession, type HandedOverSession } from './sign-in-session';

export interface ChangePasswordDeps {
  knex: Knex;
  hasher: PasswordHasher;
  limits: { passwordChange: RateLimiter };
  logger: Logger;
}

/** A change that passed the contract's field rules (changePasswordBodySchema). */
export interface ChangePasswordInput {
  userId: number;
  currentPassword: string;
  newPassword: string;
  /** The session the change is made on: it stays signed in. */
  sessionId: string | null;
}

/**
 * Changes the signed-in user's password, confirmed by the current one. Every attempt counts per
 * account before the password is checked (a success clears the count), so a borrowed session cannot
 * guess the password here faster than the limit allows. The new password follows registration's
 * rules. In one transaction the hash is stored and every other session of the account ends
 * (`revoked`); this one stays signed in under a new secret, so a copy of its old cookie stops working
 * too.
 */
export async function changePassword(
  { knex, hasher, limits, logger }: ChangePasswordDeps,
  { userId, currentPassword, newPassword, sessionId }: ChangePasswordInput,
): Promise<{ user: User; session: HandedOverSession }> {
  // A field rule like the others, so it costs no attempt.
  if (isCommonPassword(newPassword)) throw badRequest(messages.passwordTooCommon, 'password_too_common');
  const limitKey = String(userId);
  await limits.passwordChange.consume(limitKey);
  const user = await findUserById(knex, userId);
  if (!user) throw unauthorized();
  if (!(await hasher.verify(user.passwordHash, currentPassword))) {
    logger.info(
      { event: 'password_change', outcome: 'failure', reason: 'wrong_password', userId },
      'refused',
    );
    throw httpError('incorrect_password', messages.currentPasswordIncorrect);
  }
  const passwordHash = await hasher.hash(newPassword);
  const { session, ended } = await knex.transaction(async (trx) => {
    await updatePasswordHash(trx, userId, passwordHash);
    const count = await endUserSessions(trx, { userId, except: sessionId, reason: 'revoked' });
    return { session: await signInSession(trx, { publicId: sessionId, userId }), ended: count };
  });
  await limits.passwordChange.reset(limitKey);
  logger.info({ event: 'password_change', outcome: 'success', userId, endedSessions: ended }, 'changed');
  return { user: { ...user, passwordHash }, session };
}
