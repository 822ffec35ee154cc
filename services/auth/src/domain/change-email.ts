import { messages } from '@groupmap/contracts';
import {
  badRequest,
  conflict,
  httpError,
  unauthorized,
  type Logger,
  type RateLimiter,
} from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { discardPendingVerifications } from '../db/email-verification-repository';
import {
  DuplicateUserError,
  emailTakenByOther,
  findUserById,
  updateEmail,
  type User,
} from '../db/user-repository';
import { enqueueMail } from '../mail/outgoing-mail';
import { emailChangedMail } from '../mail/templates/email-changed';
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

const taken = () => conflict(messages.emailTaken, 'email_taken');

/**
 * Gives the signed-in user a new e-mail address, confirmed by their current password. The address
 * is used at once, unverified (the spec requires no verification); a verification link goes to it,
 * a notice to the old one, and links sent to earlier addresses stop working. Every attempt counts
 * per account, before the password is checked, so the password cannot be guessed here faster than
 * the limit allows, and mails cannot be sent to strangers at will. An address another account holds
 * answers "Email already registered", as registration does (decisions.md).
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
  if (await emailTakenByOther(knex, userId, email)) throw taken();

  try {
    await knex.transaction(async (trx) => {
      await updateEmail(trx, userId, email);
      await discardPendingVerifications(trx, userId);
      await sendEmailVerification(trx, verification, { user, email, reason: 'change', now });
      await enqueueMail(trx, {
        kind: 'email-changed',
        to: user.email,
        ...emailChangedMail({
          publicOrigin: verification.publicOrigin,
          username: user.username,
          newEmail: email,
        }),
      });
    });
  } catch (error) {
    // Another account took the address between the check and the update.
    if (error instanceof DuplicateUserError) throw taken();
    throw error;
  }
  logger.info({ event: 'email_change', outcome: 'success', userId }, 'e-mail changed');
  return { ...user, email, emailVerifiedAt: null };
}
