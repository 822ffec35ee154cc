import { composeMail } from '../mail-layout';
import type { MailContent } from '../outgoing-mail';

export interface EmailChangedMailInput {
  /** PUBLIC_ORIGIN: the origin browsers use. */
  publicOrigin: string;
  username: string;
  /** The address the account uses from now on. */
  newEmail: string;
}

/**
 * The notice to the old address after a change of e-mail. It names the new address, so the owner
 * can tell whether the change was theirs; it carries no link to act on, only where to turn.
 */
export function emailChangedMail({ publicOrigin, username, newEmail }: EmailChangedMailInput): MailContent {
  const site = new URL(publicOrigin).origin;
  return composeMail({
    subject: 'Your email address was changed',
    paragraphs: [
      `The email address of the account ${username} was changed to ${newEmail}. Mails about the account, password reset links included, now go to that address.`,
    ],
    closing: [
      `If you made this change, there is nothing more to do. If you did not, someone may know your password: tell us at once through the Feedback button on ${site}.`,
    ],
  });
}
