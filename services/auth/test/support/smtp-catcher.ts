// An SMTP server inside the test process, so integration tests read the mails auth really sent over
// SMTP (not a mock of the sending code): `startSmtpCatcher()` and point the delivery job at `url`.
import type { AddressInfo } from 'node:net';
import { type AddressObject, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const DEFAULT_WAIT_MS = 10_000;
const POLL_MS = 20;

export interface CaughtMail {
  /** The From header's name and address, e.g. `{ name: 'Groupmap', address: 'no-reply@localhost' }`. */
  from: { name: string; address: string };
  /** Every recipient address of the To header. */
  to: string[];
  subject: string;
  text: string;
  /** The HTML part, or undefined when the mail had none. */
  html: string | undefined;
  messageId: string | undefined;
  headers: Map<string, unknown>;
}

export interface SmtpCatcher {
  /** `smtp://127.0.0.1:<port>`: the SMTP_URL to give auth. */
  url: string;
  /** Every mail taken so far, oldest first. */
  mails: CaughtMail[];
  /** How many mails the server refused so far (see {@link refuse}). */
  refused: number;
  /**
   * From now on answer every message with this SMTP reply instead of taking it: a 4xx is a
   * failure that may pass (retried), a 5xx at RCPT TO (`at: 'recipient'`) a mailbox that does not exist.
   */
  refuse(reply: { code: number; message: string; at?: 'recipient' | 'data' }): void;
  /** Takes mails again. */
  accept(): void;
  /** Resolves the first mail to `to` whose subject matches, waiting for it up to `timeoutMs`. */
  waitForMail(to: string, subject: RegExp | string, timeoutMs?: number): Promise<CaughtMail>;
  /** The mails to `to`, oldest first. */
  mailsTo(to: string): CaughtMail[];
  close(): Promise<void>;
}

const addresses = (header: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(header) ? header : header ? [header] : []).flatMap(({ value }) =>
    value.flatMap(({ address }) => (address ? [address.toLowerCase()] : [])),
  );

const matches = (subject: string, wanted: RegExp | string) =>
  typeof wanted === 'string' ? subject.includes(wanted) : wanted.test(subject);

function smtpError(code: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

/** Starts an SMTP server on a free port of 127.0.0.1 that keeps every mail it takes. */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  let refusal: { code: number; message: string; at: 'recipient' | 'data' } | undefined;
  const catcher = { refused: 0 };

  const server = new SMTPServer({
    authOptional: true,
    // No STARTTLS: its self-signed certificate would fail nodemailer's check, and the test needs no TLS.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusal?.at !== 'recipient') return callback();
      catcher.refused += 1;
      callback(smtpError(refusal.code, refusal.message));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          if (refusal?.at === 'data') {
            catcher.refused += 1;
            return callback(smtpError(refusal.code, refusal.message));
          }
          mails.push({
            from: {
              name: parsed.from?.value[0]?.name ?? '',
              address: parsed.from?.value[0]?.address ?? '',
            },
            to: addresses(parsed.to),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html === false ? undefined : parsed.html,
            messageId: parsed.messageId,
            headers: parsed.headers,
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const mailsTo = (to: string) => mails.filter((mail) => mail.to.includes(to.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    get refused() {
      return catcher.refused;
    },
    refuse: ({ code, message, at = 'data' }) => {
      refusal = { code, message, at };
    },
    accept: () => {
      refusal = undefined;
    },
    mailsTo,
    async waitForMail(to, subject, timeoutMs = DEFAULT_WAIT_MS) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mailsTo(to).find((mail) => matches(mail.subject, subject));
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(
            `no mail to ${to} with subject ${String(subject)} within ${timeoutMs} ms; got: ${
              mails.map((mail) => `${mail.to.join(',')}: ${mail.subject}`).join('; ') || 'none'
            }`,
          );
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
