import { createDb, migrateSchema } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { composeMail } from '../src/mail/mail-layout';
import { startMailDelivery, type MailDelivery } from '../src/jobs/mail-delivery-job';
import { pruneMailOutbox } from '../src/mail/mail-outbox-store';
import { enqueueMail } from '../src/mail/outgoing-mail';
import { SCHEMA } from '../src/schema';
import { MIGRATIONS, testAuthConfig } from './support/auth-test-env';
import { startSmtpCatcher, type SmtpCatcher } from './support/smtp-catcher';

const POLL_MS = 25;
const DAY_MS = 24 * 60 * 60_000;

interface OutboxRow {
  id: string;
  attempts: number;
  sent_at: Date | null;
  failed_at: Date | null;
  last_error: string | null;
}

let knex: Knex;
let catcher: SmtpCatcher;
let delivery: MailDelivery | undefined;
/** What the delivery job logged at warn and above, as pino records. */
let logged: Array<Record<string, unknown>>;
const config = testAuthConfig();

/**
 * A database of its own: the run's shared one holds the mails other test files queued (links nobody
 * sends there), which this file's delivery job would otherwise work through before its own.
 */
const ownDatabase = (() => {
  const url = new URL(config.DATABASE_URL);
  const name = `${url.pathname.slice(1)}_mail_delivery`;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  url.pathname = `/${name}`;
  return { name, url: url.toString(), adminUrl: admin.toString() };
})();

async function onAdmin(sql: string) {
  const admin = createDb({ url: ownDatabase.adminUrl, schema: 'public', logger: pino({ level: 'silent' }) });
  try {
    await admin.raw(sql, [ownDatabase.name]);
  } finally {
    await admin.destroy();
  }
}

beforeAll(async () => {
  await onAdmin('drop database if exists ?? with (force)');
  await onAdmin('create database ??');
  knex = createDb({ url: ownDatabase.url, schema: SCHEMA, logger: pino({ level: 'silent' }) });
  await migrateSchema(knex, { schema: SCHEMA, directory: MIGRATIONS });
  catcher = await startSmtpCatcher();
});

afterEach(async () => {
  await delivery?.stop();
  delivery = undefined;
  catcher.accept();
});

afterAll(async () => {
  await catcher.close();
  await knex.destroy();
  await onAdmin('drop database if exists ?? with (force)');
});

function startDelivery(options: { maxAttempts?: number } = {}) {
  logged = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
  delivery = startMailDelivery({
    knex,
    logger,
    smtpUrl: catcher.url,
    from: config.MAIL_FROM,
    pollIntervalMs: POLL_MS,
    backoff: () => POLL_MS,
    ...options,
  });
  return delivery;
}

const newAddress = () => `mail-${randomBytes(6).toString('hex')}@example.com`;

const resetMail = (to: string) => ({
  kind: 'password-reset' as const,
  to,
  ...composeMail({
    subject: 'Reset your password',
    paragraphs: ['Someone asked to reset the password of your account.'],
    action: { label: 'Choose a new password', url: 'http://localhost:8080/reset-password?token=abc' },
  }),
});

const rowsTo = (to: string): Promise<OutboxRow[]> =>
  knex.withSchema(SCHEMA).table('mail_outbox').where({ recipient: to }).select('*');

async function waitForRow(to: string, done: (row: OutboxRow) => boolean): Promise<OutboxRow> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [row] = await rowsTo(to);
    if (row && done(row)) return row;
    if (Date.now() > deadline) throw new Error(`the mail to ${to} did not get there: ${JSON.stringify(row)}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

const recordsFor = (id: string) => logged.filter((record) => record.mailId === id);

describe('mail delivery', () => {
  it('erases an edit link’s address and body once delivered, and never logs the address (issue 26)', async () => {
    startDelivery();
    const to = newAddress();
    await enqueueMail(knex, {
      ...resetMail(to),
      kind: 'edit-link',
      subject: 'Keep editing your locations on Groupmap',
    });
    await catcher.waitForMail(to, 'Keep editing your locations on Groupmap');
    const deadline = Date.now() + 10_000;
    let row:
      { recipient: string; text_body: string; html_body: string | null; sent_at: Date | null } | undefined;
    while (Date.now() < deadline) {
      row = await knex
        .withSchema(SCHEMA)
        .table('mail_outbox')
        .where({ kind: 'edit-link' })
        .whereNotNull('sent_at')
        .first();
      if (row) break;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    expect(row).toMatchObject({ recipient: '', text_body: '', html_body: null });
    expect(JSON.stringify(logged)).not.toContain(to);
    // Other mails keep theirs for operators.
    const other = newAddress();
    await enqueueMail(knex, resetMail(other));
    expect((await waitForRow(other, (queued) => queued.sent_at !== null)).id).toBeDefined();
  });

  it('never logs an edit link’s address when delivery fails', async () => {
    startDelivery({ maxAttempts: 1 });
    catcher.refuse({ code: 550, message: 'No such mailbox', at: 'recipient' });
    const to = newAddress();
    await enqueueMail(knex, { ...resetMail(to), kind: 'edit-link' });
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && !logged.some((record) => record.kind === 'edit-link')) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    expect(logged.some((record) => record.kind === 'edit-link')).toBe(true);
    expect(JSON.stringify(logged)).not.toContain(to);
    const failed = await knex
      .withSchema(SCHEMA)
      .table('mail_outbox')
      .where({ kind: 'edit-link' })
      .whereNotNull('failed_at');
    expect(failed.every((mail: { recipient: string }) => mail.recipient === '')).toBe(true);
  });

  it('sends a mail queued in a committed transaction over SMTP, with its text and HTML parts and the From address', async () => {
    startDelivery();
    const to = newAddress();
    await knex.transaction((trx) => enqueueMail(trx, resetMail(to)));

    const mail = await catcher.waitForMail(to, 'Reset your password | Groupmap');
    expect(mail.from).toEqual({ name: 'Groupmap', address: 'no-reply@localhost' });
    expect(mail.to).toEqual([to]);
    expect(mail.text).toContain('Choose a new password:\nhttp://localhost:8080/reset-password?token=abc');
    expect(mail.text).toContain('— Groupmap');
    expect(mail.html).toContain('<a href="http://localhost:8080/reset-password?token=abc">');
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    const row = await waitForRow(to, (queued) => queued.sent_at !== null);
    expect(mail.messageId).toBe(`<${row.id}@localhost>`);
    expect(row).toMatchObject({ attempts: 0, failed_at: null });
    // Sent once: a later run does not send it again.
    await delivery!.deliverNow();
    expect(catcher.mailsTo(to)).toHaveLength(1);
  });

  it('sends nothing for a transaction that rolled back', async () => {
    startDelivery();
    const lost = newAddress();
    const kept = newAddress();
    await expect(
      knex.transaction(async (trx) => {
        await enqueueMail(trx, resetMail(lost));
        throw new Error('the request failed after queueing its mail');
      }),
    ).rejects.toThrow('the request failed');
    await knex.transaction((trx) => enqueueMail(trx, resetMail(kept)));

    // The mail queued after it has gone out, so the job has looked at the outbox since.
    await catcher.waitForMail(kept, 'Reset your password');
    await delivery!.deliverNow();
    expect(catcher.mailsTo(lost)).toEqual([]);
    expect(await rowsTo(lost)).toEqual([]);
  });

  it('retries a mail the server does not take, with a warning each time, and gives it up after the last attempt', async () => {
    catcher.refuse({ code: 451, message: 'Greylisted, try again later' });
    const refusedBefore = catcher.refused;
    startDelivery({ maxAttempts: 3 });
    const to = newAddress();
    await knex.transaction((trx) => enqueueMail(trx, resetMail(to)));

    const row = await waitForRow(to, (queued) => queued.failed_at !== null);
    expect(row).toMatchObject({ attempts: 3, sent_at: null });
    expect(row.last_error).toContain('Greylisted, try again later');
    expect(catcher.refused - refusedBefore).toBeGreaterThanOrEqual(3);
    expect(catcher.mailsTo(to)).toEqual([]);

    const records = recordsFor(row.id);
    expect(records.map(({ level, msg }) => [level, msg])).toEqual([
      [40, 'mail not sent; will retry'],
      [40, 'mail not sent; will retry'],
      [50, 'mail not sent; gave up after the last attempt'],
    ]);
    expect(records[2]).toMatchObject({ kind: 'password-reset', recipient: to, attempts: 3 });

    // Given up is final: the server taking mails again does not bring it back.
    catcher.accept();
    await delivery!.deliverNow();
    expect(catcher.mailsTo(to)).toEqual([]);
  });

  it('gives a mail up at once when the server rejects its recipient for good', async () => {
    catcher.refuse({ code: 550, message: 'No such mailbox', at: 'recipient' });
    startDelivery();
    const to = newAddress();
    await knex.transaction((trx) => enqueueMail(trx, resetMail(to)));

    const row = await waitForRow(to, (queued) => queued.failed_at !== null);
    expect(row).toMatchObject({ attempts: 1, sent_at: null });
    expect(row.last_error).toContain('No such mailbox');
    expect(recordsFor(row.id)).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'mail refused by the server for good; not sent',
        recipient: to,
      }),
    ]);
  });

  it('prunes sent mails after a week and given-up ones after a month', async () => {
    const sent = newAddress();
    const failed = newAddress();
    const pending = newAddress();
    for (const to of [sent, failed, pending]) await enqueueMail(knex, resetMail(to));
    const now = new Date();
    await knex.withSchema(SCHEMA).table('mail_outbox').where({ recipient: sent }).update({ sent_at: now });
    await knex
      .withSchema(SCHEMA)
      .table('mail_outbox')
      .where({ recipient: failed })
      .update({ failed_at: now });
    const retention = { sentRetentionMs: 7 * DAY_MS, failedRetentionMs: 30 * DAY_MS };

    await pruneMailOutbox(knex, new Date(now.getTime() + 6 * DAY_MS), retention);
    expect(await rowsTo(sent)).toHaveLength(1);
    await pruneMailOutbox(knex, new Date(now.getTime() + 8 * DAY_MS), retention);
    expect(await rowsTo(sent)).toEqual([]);
    expect(await rowsTo(failed)).toHaveLength(1);
    await pruneMailOutbox(knex, new Date(now.getTime() + 31 * DAY_MS), retention);
    expect(await rowsTo(failed)).toEqual([]);
    expect(await rowsTo(pending)).toHaveLength(1);
    await knex.withSchema(SCHEMA).table('mail_outbox').where({ recipient: pending }).delete();
  });
});
