import type { Backoff, Logger } from '@groupmap/svc-kit';
import { isPrivateRecipient, type MailKind } from './outgoing-mail';

/** A row of `auth.mail_outbox` claimed for sending. */
export interface QueuedMail {
  id: string;
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** Failed attempts so far. */
  attempts: number;
}

/** The outbox as the delivery needs it (mail-outbox-store.ts is the Postgres one). */
export interface MailOutboxStore {
  /**
   * Claims the next mail due at `now` that no other replica holds, for this replica alone until
   * `leaseUntil` (should this one die while sending, another sends it after that).
   */
  claimNext(now: Date, leaseUntil: Date): Promise<QueuedMail | undefined>;
  markSent(id: string, at: Date): Promise<void>;
  markRetry(id: string, retry: { attempts: number; nextAttemptAt: Date; error: string }): Promise<void>;
  markFailed(id: string, failure: { attempts: number; at: Date; error: string }): Promise<void>;
}

export interface MailSender {
  /** Hands one mail to the SMTP server; rejects with {@link MailDeliveryError} when it is not taken. */
  send(mail: QueuedMail): Promise<void>;
}

/** Why a mail was not taken; `permanent` when sending it again can never work (no such mailbox). */
export class MailDeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'MailDeliveryError';
  }
}

export interface DeliveryDeps {
  store: MailOutboxStore;
  sender: MailSender;
  logger: Pick<Logger, 'warn' | 'error'>;
  /** True once the job is stopping: the run ends after the mail in hand. */
  stopping?: () => boolean;
}

export interface DeliveryOptions {
  /** After this many failed attempts a mail is given up on (failed_at set, an error logged). */
  maxAttempts: number;
  /** Delay before the next attempt, by the number of failed attempts so far. */
  backoff: Backoff;
  /** How long a claimed mail stays this replica's: longer than one send can take. */
  leaseMs: number;
  /** Mails tried in one run at most, so a run ends and shutdown never waits long. */
  maxPerRun: number;
}

export interface DeliveryResult {
  sent: number;
  /** Mails that failed and wait for their next attempt. */
  retrying: number;
  /** Mails given up on in this run. */
  failed: number;
}

/** Error texts are kept for operators; a server's whole reply is enough, a stack is not. */
const MAX_ERROR_CHARS = 1000;

function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_CHARS);
}

/**
 * Sends the mails due at `now`, one claimed at a time, until none is due or `maxPerRun` were tried.
 * A mail the server did not take is tried again after its backoff, with a warning; after
 * `maxAttempts`, or at once when the server rejects it for good, it is marked failed and an error is
 * logged with its id, kind and recipient, for operators. A failure that may pass (server down,
 * greylisting) ends the run: the next mails would most likely fail the same way.
 *
 * A mail is marked sent after the server took it: should marking fail, it is sent again once its
 * lease ends (at least once, as any outbox).
 */
export async function deliverDueMails(
  deps: DeliveryDeps,
  options: DeliveryOptions,
  now: Date,
): Promise<DeliveryResult> {
  const { store, sender, logger, stopping = () => false } = deps;
  const result: DeliveryResult = { sent: 0, retrying: 0, failed: 0 };
  const leaseUntil = new Date(now.getTime() + options.leaseMs);

  for (let tried = 0; tried < options.maxPerRun && !stopping(); tried += 1) {
    const mail = await store.claimNext(now, leaseUntil);
    if (!mail) break;
    try {
      await sender.send(mail);
    } catch (error) {
      const attempts = mail.attempts + 1;
      const permanent = error instanceof MailDeliveryError && error.permanent;
      const recipient = isPrivateRecipient(mail.kind) ? undefined : mail.to;
      const context = { mailId: mail.id, kind: mail.kind, recipient, attempts, err: error };
      if (permanent || attempts >= options.maxAttempts) {
        await store.markFailed(mail.id, { attempts, at: now, error: describe(error) });
        logger.error(
          context,
          permanent
            ? 'mail refused by the server for good; not sent'
            : 'mail not sent; gave up after the last attempt',
        );
        result.failed += 1;
        if (permanent) continue;
      } else {
        const nextAttemptAt = new Date(now.getTime() + options.backoff(attempts));
        await store.markRetry(mail.id, { attempts, nextAttemptAt, error: describe(error) });
        logger.warn({ ...context, nextAttemptAt }, 'mail not sent; will retry');
        result.retrying += 1;
      }
      break;
    }
    await store.markSent(mail.id, now);
    result.sent += 1;
  }
  return result;
}
