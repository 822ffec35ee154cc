import { describeDuration } from '../describe-duration';
import { composeMail } from '../mail-layout';
import type { MailContent } from '../outgoing-mail';

/** The shell's page that takes the token (shell/src/app/app-routes.tsx). */
export const VERIFY_EMAIL_PATH = '/verify-email';

/** Why the link is sent: a new account, a changed address, or "Resend" on the account page. */
export type EmailVerificationReason = 'registration' | 'change' | 'resend';

export interface EmailVerificationMailInput {
  /** PUBLIC_ORIGIN: the origin browsers use. */
  publicOrigin: string;
  /** The link's token (only its hash is stored). */
  token: string;
  reason: EmailVerificationReason;
  /** How long the link works (EMAIL_VERIFICATION_TTL_SECONDS). */
  validForSeconds: number;
}

/** The link of a verification mail: `${PUBLIC_ORIGIN}/verify-email?token=...`. */
export function emailVerificationLink(publicOrigin: string, token: string): string {
  const url = new URL(VERIFY_EMAIL_PATH, publicOrigin);
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * The address is not verified yet (that is what the mail is for), so nothing a user wrote is in it,
 * not even the username (issue 21): whoever typed a stranger's address cannot write to them.
 */
const OPENING: Record<EmailVerificationReason, string> = {
  registration: 'Welcome to Groupmap! An account was registered with this email address.',
  change: 'This address was given as the new email address of a Groupmap account.',
  resend: 'Here is a new link to verify this email address for your Groupmap account.',
};

const CLOSING: Record<EmailVerificationReason, string> = {
  registration: 'If you did not create this account, you can ignore this mail.',
  change:
    'The account keeps its current address until the link is opened. If you did not ask for this, you can ignore this mail.',
  resend: 'If you did not ask for this, you can ignore this mail.',
};

/** The mail with a link that verifies the address it was sent to. */
export function emailVerificationMail({
  publicOrigin,
  token,
  reason,
  validForSeconds,
}: EmailVerificationMailInput): MailContent {
  return composeMail({
    subject: 'Verify your email address',
    paragraphs: [
      OPENING[reason],
      `To confirm that this address is yours, open the link below. It works once, within ${describeDuration(validForSeconds)}.`,
    ],
    action: { label: 'Verify email address', url: emailVerificationLink(publicOrigin, token) },
    closing: [CLOSING[reason]],
  });
}
