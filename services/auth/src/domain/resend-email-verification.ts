import { messages } from '@groupmap/contracts';
import { conflict, unauthorized, type RateLimiter } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { findUserById } from '../db/user-repository';
import { sendEmailVerification, type EmailVerificationSettings } from './send-email-verification';

export interface ResendEmailVerificationDeps {
  knex: Knex;
  limits: { emailVerificationResend: RateLimiter };
  verification: EmailVerificationSettings;
}

/**
 * "Resend" on the account page: a new link to the address waiting for verification, the pending new
 * one first, else the account's own. Links sent before keep working until they expire (the first
 * mail may simply arrive late). Counted per account; with nothing to verify it answers 409 and sends
 * nothing.
 */
export async function resendEmailVerification(
  { knex, limits, verification }: ResendEmailVerificationDeps,
  { userId, now }: { userId: number; now: Date },
): Promise<void> {
  const user = await findUserById(knex, userId);
  if (!user) throw unauthorized();
  const email = user.pendingEmail ?? (user.emailVerifiedAt ? null : user.email);
  if (email === null) throw conflict(messages.emailAlreadyVerified, 'email_already_verified');
  await limits.emailVerificationResend.consume(String(userId));
  await knex.transaction((trx) =>
    sendEmailVerification(trx, verification, { user, email, reason: 'resend', now }),
  );
}
