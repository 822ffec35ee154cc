import { messages } from '@groupmap/contracts';
import { badRequest, httpError, type Logger } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { cancelUserDeletion } from '../db/account-deletion-repository';
import {
  findPasswordResetToken,
  lockPasswordResetToken,
  usePasswordResetTokensOf,
  type PasswordResetToken,
} from '../db/password-reset-token-repository';
import { findUserById, updatePasswordHash, type User } from '../db/user-repository';
import { isCommonPassword } from './common-passwords';
import { endUserSessions } from './end-user-sessions';
import { hashOneTimeToken } from '@groupmap/svc-kit';
import type { PasswordHasher } from './password-hasher';
import { signInSession, type HandedOverSession } from './sign-in-session';

export interface ConfirmPasswordResetDeps {
  knex: Knex;
  hasher: PasswordHasher;
  logger: Logger;
}

/** A confirmation that passed the contract's field rules (passwordResetConfirmBodySchema). */
export interface ConfirmPasswordResetInput {
  token: string;
  password: string;
  /** The visitor session to sign in on (identity `sid`). */
  sessionId: string | null;
  ip: string;
  now: Date;
}

const invalidLink = () => httpError('invalid_link', messages.resetLinkInvalid);

const usable = (token: PasswordResetToken | null, now: Date): token is PasswordResetToken =>
  token !== null && token.usedAt === null && token.expiresAt > now;

/**
 * Sets a new password with a mailed link's token and signs the visitor in, as login does. The token
 * must be known, unused and unexpired; in the transaction that stores the new hash it is checked
 * again under a lock (two tabs with one link cannot both pass), it and every other open link of the
 * account are marked used, and every other session of the account ends (`revoked`): whoever knew
 * the old password is signed out everywhere. The password follows registration's rules. A suspended
 * account (account:suspend) is refused with 403 `account_suspended` and nothing changes.
 */
export async function confirmPasswordReset(
  { knex, hasher, logger }: ConfirmPasswordResetDeps,
  { token, password, sessionId, ip, now }: ConfirmPasswordResetInput,
): Promise<{ user: User; session: HandedOverSession; deletionCancelled: boolean }> {
  if (isCommonPassword(password)) throw badRequest(messages.passwordTooCommon, 'password_too_common');
  const tokenHash = hashOneTimeToken(token);
  // Checked before hashing, so an invalid link costs no argon2 work.
  if (!usable(await findPasswordResetToken(knex, tokenHash), now)) {
    logger.info({ event: 'password_reset', outcome: 'failure', reason: 'invalid_link', ip }, 'refused');
    throw invalidLink();
  }
  const passwordHash = await hasher.hash(password);
  const result = await knex.transaction(async (trx) => {
    const link = await lockPasswordResetToken(trx, tokenHash);
    if (!usable(link, now)) return null;
    const user = await findUserById(trx, link.userId);
    if (!user) return null;
    // A reset must not get around a suspension: nothing changes, the link stays unused.
    if (user.suspendedAt) return 'suspended' as const;
    await updatePasswordHash(trx, user.id, passwordHash);
    await usePasswordResetTokensOf(trx, user.id, now);
    const ended = await endUserSessions(trx, { userId: user.id, except: sessionId, reason: 'revoked' });
    const session = await signInSession(trx, { publicId: sessionId, userId: user.id, now });
    // Signing in cancels a scheduled deletion, as a login does: someone who forgot their password
    // during the grace period keeps their account this way.
    const deletionCancelled = await cancelUserDeletion(trx, user.id);
    return { user: { ...user, passwordHash }, session, ended, deletionCancelled };
  });
  if (!result) throw invalidLink();
  if (result === 'suspended') {
    logger.info({ event: 'password_reset', outcome: 'failure', reason: 'suspended', ip }, 'refused');
    throw httpError('account_suspended', messages.accountSuspended);
  }
  const { user, session, ended, deletionCancelled } = result;
  logger.info(
    {
      event: 'password_reset',
      outcome: 'success',
      userId: user.id,
      ip,
      endedSessions: ended,
      deletionCancelled,
    },
    'password reset',
  );
  return { user, session, deletionCancelled };
}
