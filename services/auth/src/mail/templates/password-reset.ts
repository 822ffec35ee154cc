import { describeDuration } from '../describe-duration';
import { composeMail } from '../mail-layout';
import type { MailContent } from '../outgoing-mail';

/** The shell's page that takes the token (shell/src/app/app-routes.tsx). */
export const RESET_PASSWORD_PATH = '/reset-password';

export interface PasswordResetMailInput {
  /** PUBLIC_ORIGIN: the origin browsers use. */
  publicOrigin: string;
  /** The link's token (only its hash is stored). */
  token: string;
  /** Named in the mail: people sign in by username, and may have forgotten it too. */
  username: string;
  /** How long the link works (PASSWORD_RESET_TOKEN_TTL_SECONDS). */
  validForSeconds: number;
}

/** The link of a reset mail: `${PUBLIC_ORIGIN}/reset-password?token=...`. */
export function passwordResetLink(publicOrigin: string, token: string): string {
  const url = new URL(RESET_PASSWORD_PATH, publicOrigin);
  url.searchParams.set('token', token);
  return url.toString();
}

/** The mail with a link to choose a new password, after "Forgot password?". */
export function passwordResetMail({
  publicOrigin,
  token,
  username,
  validForSeconds,
}: PasswordResetMailInput): MailContent {
  return composeMail({
    subject: 'Reset your password',
    paragraphs: [
      `Someone asked to reset the password of the account ${username}.`,
      `To choose a new password, open the link below. It works once, within ${describeDuration(validForSeconds)}. Every other device signed in to the account will be signed out.`,
    ],
    action: { label: 'Choose a new password', url: passwordResetLink(publicOrigin, token) },
    closing: ['If you did not ask for this, you can ignore this mail: your password stays as it is.'],
  });
}
