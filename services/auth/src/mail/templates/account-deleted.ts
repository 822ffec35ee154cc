import { composeMail } from '../mail-layout';
import type { MailContent } from '../outgoing-mail';

export interface AccountDeletedMailInput {
  username: string;
}

/** The last mail to an account's address: the deletion it asked for has happened. No link: there is nothing left to sign in to. */
export function accountDeletedMail({ username }: AccountDeletedMailInput): MailContent {
  return composeMail({
    subject: 'Your account has been deleted',
    paragraphs: [
      `The account ${username} has been deleted, as was asked when its deletion was scheduled. Its maps are being removed with their locations and logos, and any subscription is cancelled.`,
      'The username and this email address are free again: you are welcome to register anew at any time.',
    ],
  });
}
