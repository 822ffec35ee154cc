import { loadRunnerConfig } from './config';
import { describeMail, mailInboxUrl, maildevLineFilter, maildevPlan } from './maildev';

/** maildev 3.0's output at start, then for one mail, then at stop. */
const MAILDEV_OUTPUT = [
  'MailDev API running at http://127.0.0.1:1080',
  '',
  'MailDev',
  '  Version: 3.0.0',
  '  SMTP Server',
  '    Address: 127.0.0.1',
  '    Port:    1025',
  '  Web Interface',
  '    URL:     http://127.0.0.1:1080/',
  '  Press Ctrl+C to stop',
  '',
  '2026-11-26 05:51:12 Received: no-reply@localhost -> ada@example.com',
  '  Subject: Reset your password | Groupmap',
  '',
  'Received SIGTERM, shutting down gracefully...',
];

describe('maildev', () => {
  it('runs on its two ports, on 127.0.0.1 only, keeping its mails in the data folder', () => {
    const config = loadRunnerConfig('/repo', { MAILDEV_SMTP_PORT: '11025', MAILDEV_WEB_PORT: '11080' });
    const plan = maildevPlan(config)!;
    expect(plan.spec).toMatchObject({
      name: 'maildev',
      command: process.execPath,
      cwd: '/repo',
      port: 11080,
    });
    expect(plan.spec.args).toEqual([
      '/repo/node_modules/maildev/dist/bin/maildev.js',
      '--smtp',
      '11025',
      '--ip',
      '127.0.0.1',
      '--web',
      '11080',
      '--web-ip',
      '127.0.0.1',
      '--mail-directory',
      '/repo/.data/mail',
      '--max-emails',
      '500',
    ]);
    expect(plan.readiness).toEqual({ path: '/api/healthz', anyStatus: false });
    expect(mailInboxUrl(config)).toBe('http://localhost:11080');
    expect(describeMail(config)).toBe('maildev: SMTP on 127.0.0.1:11025, inbox at http://localhost:11080');
  });

  it('is not run when SMTP_URL or SMTP_URL_FILE names a server, whose password is never printed', () => {
    const relay = loadRunnerConfig('/repo', { SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465' });
    expect(maildevPlan(relay)).toBeUndefined();
    expect(mailInboxUrl(relay)).toBeUndefined();
    expect(describeMail(relay)).toBe('smtps://smtp.example.com:465 from SMTP_URL (no local inbox)');
    const fromFile = loadRunnerConfig('/repo', { SMTP_URL_FILE: '/run/secrets/smtp-url' });
    expect(maildevPlan(fromFile)).toBeUndefined();
    expect(describeMail(fromFile)).toBe('the SMTP server of SMTP_URL_FILE (no local inbox)');
  });

  it('shows what maildev says about mails and errors, not its start-up banner', () => {
    const show = maildevLineFilter();
    expect(MAILDEV_OUTPUT.filter(show)).toEqual([
      '2026-11-26 05:51:12 Received: no-reply@localhost -> ada@example.com',
      '  Subject: Reset your password | Groupmap',
      'Received SIGTERM, shutting down gracefully...',
    ]);
    const failing = maildevLineFilter();
    expect(failing('Error: listen EADDRINUSE: address already in use 127.0.0.1:1025')).toBe(true);
    // Quiet (LOG_LEVEL=warn, the test platform): the lines of each received mail go too.
    const quiet = maildevLineFilter({ quiet: true });
    expect(MAILDEV_OUTPUT.filter(quiet)).toEqual(['Received SIGTERM, shutting down gracefully...']);
  });
});
