import { generateIdentityKeyPair } from '@groupmap/svc-kit';
import { loadAuthConfig } from './config';

const { publicKey } = generateIdentityKeyPair();
/** The variables without a default. */
const required = { IDENTITY_PUBLIC_KEY: publicKey, CONTRIBUTOR_EMAIL_KEY: 'c'.repeat(48) };

describe('loadAuthConfig', () => {
  it('defaults to limits sized for a shared IP: every per-IP limit ten times its finer one or more', () => {
    const config = loadAuthConfig(required);
    expect(config).toMatchObject({
      PORT: 4001,
      PASSWORD_HASH_CONCURRENCY: 2,
      LOGIN_ACCOUNT_IP_RATE_LIMIT: 10,
      LOGIN_ACCOUNT_IP_RATE_WINDOW_SECONDS: 900,
      LOGIN_ACCOUNT_RATE_LIMIT: 50,
      LOGIN_ACCOUNT_RATE_WINDOW_SECONDS: 900,
      LOGIN_ACCOUNT_DELAY_MS: 2000,
      LOGIN_IP_RATE_LIMIT: 300,
      LOGIN_IP_RATE_WINDOW_SECONDS: 900,
      REGISTER_SESSION_RATE_LIMIT: 5,
      REGISTER_IP_RATE_LIMIT: 100,
      REGISTER_RATE_WINDOW_SECONDS: 3600,
      FEEDBACK_SESSION_RATE_LIMIT: 5,
      FEEDBACK_IP_RATE_LIMIT: 50,
      FEEDBACK_RATE_WINDOW_SECONDS: 3600,
      SESSION_CREATE_IP_RATE_LIMIT: 1000,
      SESSION_CREATE_IP_RATE_WINDOW_SECONDS: 3600,
      SESSION_PRUNE_INTERVAL_SECONDS: 600,
    });
    expect(config.LOGIN_IP_RATE_LIMIT).toBeGreaterThanOrEqual(10 * config.LOGIN_ACCOUNT_IP_RATE_LIMIT);
    expect(config.REGISTER_IP_RATE_LIMIT).toBeGreaterThanOrEqual(10 * config.REGISTER_SESSION_RATE_LIMIT);
    expect(config.FEEDBACK_IP_RATE_LIMIT).toBeGreaterThanOrEqual(10 * config.FEEDBACK_SESSION_RATE_LIMIT);
  });

  it('reads limits from the environment and refuses ones that are not positive whole numbers', () => {
    expect(loadAuthConfig({ ...required, LOGIN_ACCOUNT_RATE_LIMIT: '3' }).LOGIN_ACCOUNT_RATE_LIMIT).toBe(3);
    expect(() =>
      loadAuthConfig({
        ...required,
        LOGIN_IP_RATE_LIMIT: '0',
        REGISTER_IP_RATE_LIMIT: '1.5',
      }),
    ).toThrow(
      /LOGIN_IP_RATE_LIMIT[\s\S]*REGISTER_IP_RATE_LIMIT|REGISTER_IP_RATE_LIMIT[\s\S]*LOGIN_IP_RATE_LIMIT/,
    );
  });

  it('sends mail to maildev on this machine from Groupmap unless told otherwise', () => {
    const config = loadAuthConfig(required);
    expect(config.SMTP_URL).toBe('smtp://127.0.0.1:1025');
    expect(config.MAIL_FROM).toBe('Groupmap <no-reply@localhost>');
    const relay = loadAuthConfig({
      ...required,
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      MAIL_FROM: 'Groupmap <hello@groupmap.example>',
    });
    expect(relay.SMTP_URL).toBe('smtps://mailer:secret@smtp.example.com:465');
    expect(relay.MAIL_FROM).toBe('Groupmap <hello@groupmap.example>');
  });

  it('refuses to start in production without SMTP_URL, and refuses a URL that is not SMTP', () => {
    expect(() => loadAuthConfig({ ...required, NODE_ENV: 'production' })).toThrow(
      'SMTP_URL: is required when NODE_ENV is production (set it or SMTP_URL_FILE)',
    );
    expect(
      loadAuthConfig({
        ...required,
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://relay.internal:587',
      }).SMTP_URL,
    ).toBe('smtp://relay.internal:587');
    expect(() => loadAuthConfig({ ...required, SMTP_URL: 'http://mail.example.com' })).toThrow(
      'SMTP_URL: must be an smtp:// or smtps:// URL',
    );
  });

  it('refuses to start without a contributor e-mail key of at least 32 characters', () => {
    expect(() => loadAuthConfig({ IDENTITY_PUBLIC_KEY: publicKey })).toThrow(/CONTRIBUTOR_EMAIL_KEY/);
    expect(() => loadAuthConfig({ ...required, CONTRIBUTOR_EMAIL_KEY: 'short' })).toThrow(
      'CONTRIBUTOR_EMAIL_KEY: must be at least 32 characters',
    );
  });
});
