import type { Knex } from 'knex';
import { insertEmailVerification } from '../db/email-verification-repository';
import { enqueueMail } from '../mail/outgoing-mail';
import { emailVerificationMail, type EmailVerificationReason } from '../mail/templates/email-verification';
import { hashOneTimeToken, newOneTimeToken } from '@groupmap/svc-kit';

/** How verification links are made (from the auth config). */
export interface EmailVerificationSettings {
  /** PUBLIC_ORIGIN: the links point to its /verify-email page. */
  publicOrigin: string;
  /** EMAIL_VERIFICATION_TTL_SECONDS. */
  validForSeconds: number;
}

export interface SendEmailVerificationInput {
  user: { id: number; username: string };
  /** The address to verify, which the mail goes to. */
  email: string;
  reason: EmailVerificationReason;
  now: Date;
}

/**
 * Stores a new single-use link for `email` (its token's hash, bound to that address, expiring after
 * the configured time) and queues the mail carrying it, both in the caller's transaction: the mail
 * goes out only if what caused it commits.
 */
export async function sendEmailVerification(
  trx: Knex.Transaction,
  settings: EmailVerificationSettings,
  { user, email, reason, now }: SendEmailVerificationInput,
): Promise<void> {
  const token = newOneTimeToken();
  await insertEmailVerification(trx, {
    userId: user.id,
    email,
    tokenHash: hashOneTimeToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + settings.validForSeconds * 1000),
  });
  await enqueueMail(trx, {
    kind: 'email-verification',
    to: email,
    ...emailVerificationMail({
      publicOrigin: settings.publicOrigin,
      token,
      reason,
      validForSeconds: settings.validForSeconds,
    }),
  });
}

/** The settings of the auth config. */
export function emailVerificationSettings(config: {
  PUBLIC_ORIGIN: string;
  EMAIL_VERIFICATION_TTL_SECONDS: number;
}): EmailVerificationSettings {
  return { publicOrigin: config.PUBLIC_ORIGIN, validForSeconds: config.EMAIL_VERIFICATION_TTL_SECONDS };
}
