import type { Knex } from 'knex';
import { SCHEMA } from '../schema';
import type { MailOutboxStore, QueuedMail } from './deliver-mails';
import { PRIVATE_RECIPIENT_KINDS, type MailKind } from './outgoing-mail';

interface MailRow {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attempts: number;
}

const toMail = (row: MailRow): QueuedMail => ({
  id: row.id,
  kind: row.kind as MailKind,
  to: row.recipient,
  subject: row.subject,
  text: row.text_body,
  html: row.html_body,
  attempts: row.attempts,
});

/**
 * Once a mail is delivered or given up: the recipient and the body of a private-recipient mail
 * (issue 26's edit links: the address and its link) are erased; other mails keep theirs for operators.
 */
function erasedIfPrivate(knex: Knex) {
  const kinds = PRIVATE_RECIPIENT_KINDS.map(() => '?').join(', ');
  const erase = (column: string) =>
    knex.raw(`case when kind in (${kinds}) then '' else ${column} end`, [...PRIVATE_RECIPIENT_KINDS]);
  return {
    recipient: erase('recipient'),
    text_body: erase('text_body'),
    html_body: knex.raw(`case when kind in (${kinds}) then null else html_body end`, [
      ...PRIVATE_RECIPIENT_KINDS,
    ]),
  };
}

/**
 * `auth.mail_outbox` in Postgres. A claim moves the mail's next attempt to the end of a lease in
 * one statement (FOR UPDATE SKIP LOCKED: replicas claiming at once get different mails) and
 * commits at once, so no transaction stays open while the SMTP server is talked to.
 */
export function createMailOutboxStore(knex: Knex): MailOutboxStore {
  const outbox = () => knex.withSchema(SCHEMA).table('mail_outbox');
  const pending = () => outbox().whereNull('sent_at').whereNull('failed_at');
  return {
    async claimNext(now, leaseUntil) {
      const rows = (await outbox()
        .update({ next_attempt_at: leaseUntil })
        .whereIn(
          'id',
          pending()
            .select('id')
            .where('next_attempt_at', '<=', now)
            .orderBy([{ column: 'next_attempt_at' }, { column: 'created_at' }])
            .limit(1)
            .forUpdate()
            .skipLocked(),
        )
        .returning([
          'id',
          'kind',
          'recipient',
          'subject',
          'text_body',
          'html_body',
          'attempts',
        ])) as MailRow[];
      return rows[0] && toMail(rows[0]);
    },
    async markSent(id, at) {
      await pending()
        .where({ id })
        .update({ sent_at: at, last_error: null, ...erasedIfPrivate(knex) });
    },
    async markRetry(id, { attempts, nextAttemptAt, error }) {
      await pending().where({ id }).update({ attempts, next_attempt_at: nextAttemptAt, last_error: error });
    },
    async markFailed(id, { attempts, at, error }) {
      await pending()
        .where({ id })
        .update({ attempts, failed_at: at, last_error: error, ...erasedIfPrivate(knex) });
    },
  };
}

/**
 * Deletes sent mails older than `sentRetentionMs` and given-up ones older than `failedRetentionMs`
 * (kept longer: operators look into those). Resolves how many rows went.
 */
export async function pruneMailOutbox(
  knex: Knex,
  now: Date,
  { sentRetentionMs, failedRetentionMs }: { sentRetentionMs: number; failedRetentionMs: number },
): Promise<number> {
  return knex
    .withSchema(SCHEMA)
    .table('mail_outbox')
    .where('sent_at', '<', new Date(now.getTime() - sentRetentionMs))
    .orWhere('failed_at', '<', new Date(now.getTime() - failedRetentionMs))
    .delete();
}
