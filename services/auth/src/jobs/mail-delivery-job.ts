import { exponentialBackoff, startPeriodicJob, type Backoff, type Logger } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { deliverDueMails } from '../mail/deliver-mails';
import { createMailOutboxStore, pruneMailOutbox } from '../mail/mail-outbox-store';
import { createSmtpMailSender, SEND_LEASE_MS } from '../mail/smtp-mail-sender';

/**
 * Polled every second rather than woken by NOTIFY: a reset link within a second is prompt, the poll
 * is one indexed query on the due mails (mail_outbox_due), and it needs no trigger or LISTEN connection.
 */
const POLL_INTERVAL_MS = 1_000;
/** With the default backoff (5 s doubling to 15 min) a mail is given up on after about an hour. */
const DEFAULT_MAX_ATTEMPTS = 12;
const DEFAULT_BACKOFF = exponentialBackoff({ baseMs: 5_000, maxMs: 15 * 60_000 });
const MAX_MAILS_PER_RUN = 20;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** Sent mails are kept a week to answer "did it go out?", given-up ones a month for operators. */
const SENT_RETENTION_MS = 7 * DAY_MS;
const FAILED_RETENTION_MS = 30 * DAY_MS;

export interface MailDeliveryOptions {
  knex: Knex;
  logger: Logger;
  /** SMTP_URL. */
  smtpUrl: string;
  /** MAIL_FROM. */
  from: string;
  /** The time now; tests move it past a backoff. */
  clock?: () => Date;
  pollIntervalMs?: number;
  maxAttempts?: number;
  backoff?: Backoff;
}

export interface MailDelivery {
  /** Sends the due mails now (after any run under way); resolves how many went out. */
  deliverNow(): Promise<number>;
  /** Stops polling and pruning after the mail in hand, and closes the SMTP transport. */
  stop(): Promise<void>;
}

/**
 * Starts the mail delivery job: sends what `enqueueMail` queued, promptly after commit, retrying
 * with backoff (the kit's periodic-job scaffold, one run at a time per replica; replicas share the
 * outbox through claims), and prunes old rows hourly. Safe to run in every replica.
 */
export function startMailDelivery(options: MailDeliveryOptions): MailDelivery {
  const { knex, clock } = options;
  const logger = options.logger.child({ component: 'mail-delivery' });
  const sender = createSmtpMailSender({ smtpUrl: options.smtpUrl, from: options.from });
  let stopping = false;
  const deps = { store: createMailOutboxStore(knex), sender, logger, stopping: () => stopping };
  const deliveryOptions = {
    maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    backoff: options.backoff ?? DEFAULT_BACKOFF,
    leaseMs: SEND_LEASE_MS,
    maxPerRun: MAX_MAILS_PER_RUN,
  };

  const delivery = startPeriodicJob({
    name: 'mail-delivery',
    logger,
    intervalMs: options.pollIntervalMs ?? POLL_INTERVAL_MS,
    clock,
    runAtStart: true,
    run: async (now) => (await deliverDueMails(deps, deliveryOptions, now)).sent,
    doneMessage: 'mails sent',
  });
  const pruning = startPeriodicJob({
    name: 'mail-outbox-pruning',
    logger,
    intervalMs: HOUR_MS,
    clock,
    runAtStart: true,
    run: (now) =>
      pruneMailOutbox(knex, now, {
        sentRetentionMs: SENT_RETENTION_MS,
        failedRetentionMs: FAILED_RETENTION_MS,
      }),
    doneMessage: 'old mails pruned from the outbox',
  });

  return {
    deliverNow: delivery.runOnce,
    async stop() {
      stopping = true;
      await Promise.all([delivery.stop(), pruning.stop()]);
      sender.close();
    },
  };
}
