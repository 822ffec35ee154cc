import { composeMail } from '../mail-layout';
import type { MailContent } from '../outgoing-mail';

export interface EmailChangedMailInput {
  /** PUBLIC_ORIGIN: the origin browsers use. */
  publicOrigin: string;
  /**
   * The account and its new address, named only when the old address (the mail's recipient) was
   * verified: mail to an address nobody proved theirs carries no text a user wrote (issue 21).
   */
  change: { username: string; newEmail: string } | null;
}

/**
 * The notice to the old address once a new one was verified and became the account's. It carries no
 * link to act on, only where to turn.
 */
export function emailChangedMail({ publicOrigin, change }: EmailChangedMailInput): MailContent {
  const site = new URL(publicOrigin).origin;
  const what = change
    ? `The email address of the account ${change.username} was changed to ${change.newEmail}.`
    : `The email address of a ${site} account that used this address was changed.`;
  return composeMail({
    subject: 'Your email address was changed',
    paragraphs: [
      `${what} Mails about the account, password reset links included, now go to the new address.`,
    ],
    closing: [
      `If you made this change, there is nothing more to do. If you did not, someone may know your password: tell us at once through the Feedback button on ${site}.`,
    ],
  });
}
