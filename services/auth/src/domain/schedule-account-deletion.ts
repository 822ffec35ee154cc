import { messages } from '@groupmap/contracts';
import {
  badRequest,
  hashSessionSecret,
  httpError,
  newSessionSecret,
  unauthorized,
  type Logger,
  type RateLimiter,
} from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { insertNewSession } from '../db/session-repository';
import { scheduleUserDeletion } from '../db/account-deletion-repository';
import { findUserById } from '../db/user-repository';
import { enqueueMail } from '../mail/outgoing-mail';
import { accountDeletionScheduledMail } from '../mail/templates/account-deletion-scheduled';
import { endUserSessions } from './end-user-sessions';
import type { PasswordHasher } from './password-hasher';
import type { HandedOverSession } from './sign-in-session';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ScheduleAccountDeletionDeps {
  knex: Knex;
  hasher: PasswordHasher;
  limits: { accountDeletion: RateLimiter };
  logger: Logger;
  /** ACCOUNT_DELETION_GRACE_DAYS. */
  graceDays: number;
  /** PUBLIC_ORIGIN, for the mail's login link. */
  publicOrigin: string;
}

/** A request that passed the contract's field rules (accountDeletionBodySchema). */
export interface ScheduleAccountDeletionInput {
  userId: number;
  password: string;
  /** The username as typed: it must be the account's exactly. */
  username: string;
  now: Date;
}

/**
 * "Delete account" (issue 11): confirmed by the current password and the username typed exactly, it
 * schedules the deletion for the end of the grace period and, in the same transaction, mails the
 * date, ends every session of the account (`auth.session.ended.v1`, reason `revoked`: gateways
 * forget them, realtime closes their sockets) and starts a new visitor session for this browser, as
 * logout does. A login before the date cancels it (log-in.ts); the account deletion job deletes it
 * after. Every attempt counts per account before anything is checked, so the password cannot be
 * guessed here faster than the limit allows.
 */
export async function scheduleAccountDeletion(
  { knex, hasher, limits, logger, graceDays, publicOrigin }: ScheduleAccountDeletionDeps,
  { userId, password, username, now }: ScheduleAccountDeletionInput,
): Promise<{ deletionAt: Date; session: HandedOverSession }> {
  await limits.accountDeletion.consume(String(userId));
  const user = await findUserById(knex, userId);
  if (!user) throw unauthorized();
  if (username !== user.username) throw badRequest(messages.usernameMismatch, 'validation_failed');
  if (!(await hasher.verify(user.passwordHash, password))) {
    logger.info(
      { event: 'account_deletion', outcome: 'failure', reason: 'wrong_password', userId },
      'refused',
    );
    throw httpError('incorrect_password', messages.currentPasswordIncorrect);
  }
  const deletionAt = new Date(now.getTime() + graceDays * DAY_MS);
  const session = await knex.transaction(async (trx) => {
    await scheduleUserDeletion(trx, userId, deletionAt);
    await enqueueMail(trx, {
      kind: 'account-deletion-scheduled',
      to: user.email,
      ...accountDeletionScheduledMail({ publicOrigin, username: user.username, deletionAt }),
    });
    await endUserSessions(trx, { userId, except: null, reason: 'revoked' });
    const secret = newSessionSecret();
    const publicId = await insertNewSession(trx, {
      userId: null,
      secretHash: hashSessionSecret(secret),
      now,
    });
    return { secret, publicId };
  });
  logger.info({ event: 'account_deletion', outcome: 'scheduled', userId, deletionAt }, 'deletion scheduled');
  return { deletionAt, session };
}
