// The local inbox: unless SMTP_URL (or SMTP_URL_FILE) names an SMTP server of the user's, `npm start`
// runs maildev, points auth's mail at its SMTP port and prints the address of its web inbox, where
// a newcomer reads every mail the platform sent. Both listen on 127.0.0.1 only: the mails hold
// password reset links.
import { join } from 'node:path';
import type { RunnerConfig } from './config';
import type { PlannedProcess } from './process-table';

export const MAILDEV = 'maildev';
/** Mails kept in the inbox (and its folder) at most; the oldest go first. */
const MAX_EMAILS = 500;
/** The last line of the banner maildev prints at start; the runner prints the inbox line itself. */
const BANNER_END = 'Press Ctrl+C to stop';

/** True when the runner runs maildev: the user named no SMTP server of their own. */
export function usesMaildev(config: RunnerConfig): boolean {
  return config.mail.smtpUrl === undefined && config.mail.smtpUrlFile === undefined;
}

/** The web inbox, as a browser on this machine opens it; undefined without maildev. */
export function mailInboxUrl(config: RunnerConfig): string | undefined {
  return usesMaildev(config) ? `http://localhost:${config.ports.maildevWeb}` : undefined;
}

/** What auth gets to send mail with: maildev's SMTP port, or the user's own SMTP_URL[_FILE]. */
export function smtpEnv(config: RunnerConfig): Record<string, string> {
  const { smtpUrl, smtpUrlFile } = config.mail;
  if (smtpUrl !== undefined) return { SMTP_URL: smtpUrl };
  if (smtpUrlFile !== undefined) return { SMTP_URL_FILE: smtpUrlFile };
  return { SMTP_URL: `smtp://127.0.0.1:${config.ports.maildevSmtp}` };
}

/** The runner's line about mail: where it goes, without any password the URL holds. */
export function describeMail(config: RunnerConfig): string {
  const { smtpUrl } = config.mail;
  if (smtpUrl !== undefined) {
    const url = new URL(smtpUrl);
    return `${url.protocol}//${url.host} from SMTP_URL (no local inbox)`;
  }
  if (config.mail.smtpUrlFile !== undefined) return 'the SMTP server of SMTP_URL_FILE (no local inbox)';
  return `maildev: SMTP on 127.0.0.1:${config.ports.maildevSmtp}, inbox at ${mailInboxUrl(config)}`;
}

/** maildev's command line: its ports, and its mails kept under <dataDir>/mail across restarts. */
export function maildevPlan(config: RunnerConfig): PlannedProcess | undefined {
  if (!usesMaildev(config)) return undefined;
  const { maildevSmtp, maildevWeb } = config.ports;
  return {
    spec: {
      name: MAILDEV,
      command: process.execPath,
      // maildev 3 exports only an ES module entry, so its bin is named by path.
      args: [
        join(config.rootDir, 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js'),
        ...['--smtp', String(maildevSmtp), '--ip', '127.0.0.1'],
        ...['--web', String(maildevWeb), '--web-ip', '127.0.0.1'],
        ...['--mail-directory', join(config.dataDir, 'mail'), '--max-emails', String(MAX_EMAILS)],
      ],
      cwd: config.rootDir,
      env: {},
      port: maildevWeb,
    },
    // Answers without the web inbox's password, should the user's environment give it one.
    readiness: { path: '/api/healthz', anyStatus: false },
  };
}

/** The two lines maildev prints for each mail it received. */
const RECEIVED_LINE = /^(\S+ \S+ )?Received: |^\s+Subject: /;

/**
 * Which of maildev's output lines are worth showing: not its start-up banner (ports and URLs the
 * runner prints in its own words), but everything after it ("Received: ... -> ..." for each mail,
 * unless `quiet`: the test platform's LOG_LEVEL=warn, where hundreds of test mails are noise) and
 * anything it says before the banner, such as an error.
 */
export function maildevLineFilter({ quiet = false }: { quiet?: boolean } = {}): (line: string) => boolean {
  let bannerStarted = false;
  let bannerDone = false;
  return (line) => {
    if (bannerDone) return line.trim() !== '' && !(quiet && RECEIVED_LINE.test(line));
    if (line.startsWith('MailDev API running at')) return false;
    if (line.trim() === 'MailDev') bannerStarted = true;
    if (line.trim() === BANNER_END) bannerDone = true;
    return !bannerStarted && line.trim() !== '';
  };
}
