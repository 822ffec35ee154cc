import nodemailer from 'nodemailer';
import { MailDeliveryError, type MailSender, type QueuedMail } from './deliver-mails';

/**
 * Timeouts far below nodemailer's defaults (2 minutes to connect, 10 of socket silence): a claimed
 * mail's lease must outlast one send, and shutdown waits for the send in hand.
 */
const CONNECTION_TIMEOUT_MS = 10_000;
const GREETING_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;
/** Longer than the three above together: claimed mails are this replica's for so long. */
export const SEND_LEASE_MS = 2 * 60_000;

interface NodemailerError extends Error {
  code?: string;
  command?: string;
  permanent?: boolean;
}

/**
 * Rejections that sending again cannot change: the server refused the recipient or the message with
 * a 5xx reply. A refused sender (MAIL FROM) or login is the operator's to fix and stays retried, and
 * so does everything 4xx or network.
 */
function isPermanent(error: NodemailerError): boolean {
  return (
    error.permanent === true &&
    (error.code === 'EENVELOPE' || error.code === 'EMESSAGE') &&
    error.command !== 'MAIL FROM'
  );
}

/** The domain of the From address, for Message-IDs: `Groupmap <no-reply@groupmap.example>` gives groupmap.example. */
function fromDomain(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

export interface SmtpMailSenderOptions {
  /** SMTP_URL: smtp://host:port (STARTTLS when offered) or smtps://host:port, credentials in it. */
  smtpUrl: string;
  /** MAIL_FROM, e.g. `Groupmap <no-reply@groupmap.example>`. */
  from: string;
}

/**
 * Sends through SMTP with nodemailer: a plain-text part always, the HTML part when the template made
 * one, and nothing else: no tracking pixel, no rewritten links, no remote content (file and URL
 * access are off, so a body can never make the sender fetch something).
 */
export function createSmtpMailSender({ smtpUrl, from }: SmtpMailSenderOptions): MailSender & {
  close(): void;
} {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: GREETING_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  const domain = fromDomain(from);
  return {
    async send(mail: QueuedMail) {
      try {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html === null ? {} : { html: mail.html }),
          // The outbox id: a mail sent twice (its lease ran out mid-send) has one Message-ID twice,
          // which receiving servers and mail programs recognise as one message.
          messageId: `<${mail.id}@${domain}>`,
          // RFC 3834: no vacation or out-of-office replies to a machine's mail.
          headers: { 'Auto-Submitted': 'auto-generated' },
        });
      } catch (error) {
        const failure = error as NodemailerError;
        throw new MailDeliveryError(failure.message ?? String(error), isPermanent(failure));
      }
    },
    close: () => transport.close(),
  };
}
