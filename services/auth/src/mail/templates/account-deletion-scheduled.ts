import { composeMail } from '../mail-layout';
import type { MailContent } from '../outgoing-mail';
import { formatDeletionDate } from './deletion-date';

/** The shell's login page: logging in before the date cancels the deletion. */
export const LOGIN_PATH = '/login';

export interface AccountDeletionScheduledMailInput {
  /** PUBLIC_ORIGIN: the origin browsers use. */
  publicOrigin: string;
  username: string;
  /** When the account will be deleted (the end of the grace period). */
  deletionAt: Date;
}

/**
 * The mail after "Delete account": when the account goes, what goes with it and what stays, and
 * that logging in before then cancels it (the owner may have changed their mind, or someone else
 * asked with their password).
 */
export function accountDeletionScheduledMail({
  publicOrigin,
  username,
  deletionAt,
}: AccountDeletionScheduledMailInput): MailContent {
  const date = formatDeletionDate(deletionAt);
  return composeMail({
    subject: 'Your account will be deleted',
    paragraphs: [
      `The account ${username} is scheduled to be deleted on ${date}. Every device signed in to it was signed out.`,
      'On that date its maps are deleted with their locations and logos, and an active subscription is cancelled. Locations it added to other people’s maps stay on those maps, no longer linked to the account.',
      `Changed your mind? Log in before ${date} and the deletion is cancelled.`,
    ],
    action: { label: 'Log in', url: new URL(LOGIN_PATH, publicOrigin).toString() },
    closing: ['If you did not ask for this, log in and change your password: someone else may know it.'],
  });
}
