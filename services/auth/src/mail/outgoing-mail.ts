import type { Knex } from 'knex';
import { SCHEMA } from '../schema';

/** What a mail is for; one template each in ./templates. */
export type MailKind =
  | 'password-reset'
  | 'email-verification'
  | 'email-changed'
  | 'account-deletion-scheduled'
  | 'account-deleted'
  | 'map-password-guessing'
  | 'review-waiting'
  | 'edit-link';

/**
 * Mails to an address no account holds (issue 26's edit links): the address is kept in clear only
 * until the mail is delivered (or given up), then erased with the body (its link), and never logged.
 */
export const PRIVATE_RECIPIENT_KINDS: readonly MailKind[] = ['edit-link'];

export const isPrivateRecipient = (kind: MailKind) => PRIVATE_RECIPIENT_KINDS.includes(kind);

/** A mail as a template makes it: a plain-text part always, an HTML part optionally. */
export interface MailContent {
  subject: string;
  text: string;
  html?: string;
}

export interface OutgoingMail extends MailContent {
  kind: MailKind;
  to: string;
}

/**
 * Queues a mail in `auth.mail_outbox` inside the caller's transaction: it goes out (by the mail
 * delivery job, with retries) only if that transaction commits, and the request never waits on SMTP.
 */
export async function enqueueMail(db: Knex | Knex.Transaction, mail: OutgoingMail): Promise<void> {
  await db
    .withSchema(SCHEMA)
    .table('mail_outbox')
    .insert({
      kind: mail.kind,
      recipient: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
    });
}
