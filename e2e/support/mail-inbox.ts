// The test platform's mail inbox: the maildev the runner starts beside it (scripts/src/runner/
// maildev.ts), read through maildev 3's REST API (`GET /api/email`, `DELETE /api/email/all`), so a
// test reads the mail the platform really sent over SMTP, as a person would in their inbox.
import { expect } from '@playwright/test';
import { platformProcess } from './platform-control';

const DEFAULT_TIMEOUT_MS = 15_000;
const POLL_MS = 250;

export interface InboxMail {
  id: string;
  subject: string;
  /** The plain-text part. */
  text: string;
  /** The HTML part (as maildev shows it, sanitized), or '' when the mail had none. */
  html: string;
  /** The To addresses, lower-case. */
  to: string[];
  /** The From header's name and address. */
  from: { name: string; address: string };
  /** When it was sent (the Date header: whole seconds). */
  time: Date;
}

/** One mail as maildev's REST API gives it; only what the tests read. */
interface MaildevMail {
  id: string;
  time: string;
  subject?: string;
  text?: string;
  html?: string;
  to?: { address: string; name?: string }[];
  from?: { address: string; name?: string }[];
}

/** maildev's web inbox of the running test platform, e.g. http://127.0.0.1:11080. */
export function inboxUrl(): string {
  return `http://127.0.0.1:${platformProcess('maildev').port}`;
}

const toInboxMail = (mail: MaildevMail): InboxMail => ({
  id: mail.id,
  subject: mail.subject ?? '',
  text: mail.text ?? '',
  html: mail.html ?? '',
  to: (mail.to ?? []).map(({ address }) => address.toLowerCase()),
  from: { name: mail.from?.[0]?.name ?? '', address: mail.from?.[0]?.address ?? '' },
  time: new Date(mail.time),
});

/** Every mail in the inbox, oldest first. */
export async function allMails(): Promise<InboxMail[]> {
  const response = await fetch(`${inboxUrl()}/api/email`);
  if (!response.ok) throw new Error(`the mail inbox answered ${response.status}`);
  return ((await response.json()) as MaildevMail[]).map(toInboxMail);
}

/** The mails to `to` (any letter case), oldest first; `since` keeps those sent at or after it. */
export async function mailsTo(to: string, since?: Date): Promise<InboxMail[]> {
  // The Date header has whole seconds: a mail sent in the second `since` falls in belongs.
  const from = since ? Math.floor(since.getTime() / 1000) * 1000 : -Infinity;
  return (await allMails()).filter(
    (mail) => mail.to.includes(to.toLowerCase()) && mail.time.getTime() >= from,
  );
}

const matches = (subject: string, wanted: RegExp | string) =>
  typeof wanted === 'string' ? subject.includes(wanted) : wanted.test(subject);

/**
 * Waits until a mail to `to` whose subject matches (a string: contained in it) is in the inbox and
 * resolves the newest such mail. `since` ignores older ones, e.g. a first link when a test asked
 * for a second one: take `new Date()` before the action that sends the mail.
 */
export async function waitForMail(
  to: string,
  subject: RegExp | string,
  { since, timeoutMs = DEFAULT_TIMEOUT_MS }: { since?: Date; timeoutMs?: number } = {},
): Promise<InboxMail> {
  let found: InboxMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(to, since)).filter((mail) => matches(mail.subject, subject)).at(-1);
        return found !== undefined;
      },
      {
        message: `a mail to ${to} with subject ${String(subject)}`,
        timeout: timeoutMs,
        intervals: [POLL_MS],
      },
    )
    .toBe(true);
  return found!;
}

/** Empties the inbox (every mail of the test platform), for a test that counts mails from zero. */
export async function clearInbox(): Promise<void> {
  const response = await fetch(`${inboxUrl()}/api/email/all`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`the mail inbox answered ${response.status} to emptying it`);
}

/** The first link of the mail's plain-text part to a path starting with `path`, e.g. `/reset-password`. */
export function linkIn(mail: InboxMail, path: string): string {
  const link = (mail.text.match(/https?:\/\/\S+/g) ?? []).find((url) =>
    new URL(url).pathname.startsWith(path),
  );
  if (!link) throw new Error(`no link to ${path} in the mail "${mail.subject}":\n${mail.text}`);
  return link;
}
