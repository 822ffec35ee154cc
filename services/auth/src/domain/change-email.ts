import { messages } from '@groupmap/contracts';
import { badRequest, httpError, unauthorized, type Logger, type RateLimiter } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { discardPendingVerifications } from '../db/email-verification-repository';
import { setPendingEmail } from '../db/user-email-repository';
import { findUserById, type User } from '../db/user-repository';
import type { PasswordHasher } from './password-hasher';
import { sendEmailVerification, type EmailVerificationSettings } from './send-email-verification';

export interface ChangeEmailDeps {
  knex: Knex;
  hasher: PasswordHasher;
  limits: { emailChange: RateLimiter };
  verification: EmailVerificationSettings;
  logger: Logger;
}

/** A change that passed the contract's field rules (changeEmailBodySchema). */
export interface ChangeEmailInput {
  userId: number;
  email: string;
  currentPassword: string;
  now: Date;
}

/**
 * Asks for a new e-mail address for the signed-in user, confirmed by their current password (issue
 * 21). The address waits as pending until the link mailed to it is followed (verify-email.ts): the
 * account's address, which log-in mail and password resets go to, stays the old one until then, so
 * a mistyped or someone else's address takes nothing over. Links to an earlier pending address stop
 * working. Whether another account has the address is checked when it is verified, so this answer
 * tells nobody which addresses are registered. Every attempt counts per account, before the password
 * is checked, so the password cannot be guessed here faster than the limit allows, and mails cannot
 * be sent to strangers at will.
 */
export async function changeEmail(
  { knex, hasher, limits, verification, logger }: ChangeEmailDeps,
  { userId, email, currentPassword, now }: ChangeEmailInput,
): Promise<User> {
  await limits.emailChange.consume(String(userId));
  const user = await findUserById(knex, userId);
  if (!user) throw unauthorized();
  if (!(await hasher.verify(user.passwordHash, currentPassword))) {
    logger.info({ event: 'email_change', outcome: 'failure', reason: 'wrong_password', userId }, 'refused');
    throw httpError('incorrect_password', messages.currentPasswordIncorrect);
  }
  if (email.toLowerCase() === user.email.toLowerCase())
    throw badRequest(messages.emailUnchanged, 'validation_failed');

  await knex.transaction(async (trx) => {
    await setPendingEmail(trx, userId, email);
    await discardPendingVerifications(trx, userId, { except: user.email });
    await sendEmailVerification(trx, verification, { user, email, reason: 'change', now });
  });
  logger.info({ event: 'email_change', outcome: 'pending', userId }, 'e-mail change waits for verification');
  return { ...user, pendingEmail: email };
}
