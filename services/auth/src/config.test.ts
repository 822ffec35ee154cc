import { generateIdentityKeyPair } from '@groupmap/svc-kit';
import { loadAuthConfig } from './config';

const { publicKey } = generateIdentityKeyPair();

describe('loadAuthConfig', () => {
  it('defaults to production limits: 10 logins per account and 100 per IP in 15 minutes', () => {
    expect(loadAuthConfig({ IDENTITY_PUBLIC_KEY: publicKey })).toMatchObject({
      PORT: 4001,
      PUBLIC_ORIGIN: 'http://localhost:8080',
      PASSWORD_HASH_CONCURRENCY: 2,
      LOGIN_ACCOUNT_RATE_LIMIT: 10,
      LOGIN_ACCOUNT_RATE_WINDOW_SECONDS: 900,
      LOGIN_IP_RATE_LIMIT: 100,
      LOGIN_IP_RATE_WINDOW_SECONDS: 900,
      REGISTER_IP_RATE_LIMIT: 10,
      REGISTER_IP_RATE_WINDOW_SECONDS: 3600,
      FEEDBACK_IP_RATE_LIMIT: 10,
      FEEDBACK_IP_RATE_WINDOW_SECONDS: 3600,
    });
  });

  it('reads limits from the environment and refuses ones that are not positive whole numbers', () => {
    expect(
      loadAuthConfig({ IDENTITY_PUBLIC_KEY: publicKey, LOGIN_ACCOUNT_RATE_LIMIT: '3' })
        .LOGIN_ACCOUNT_RATE_LIMIT,
    ).toBe(3);
    expect(() =>
      loadAuthConfig({ IDENTITY_PUBLIC_KEY: publicKey, LOGIN_IP_RATE_LIMIT: '0', PUBLIC_ORIGIN: 'ftp://x' }),
    ).toThrow(/LOGIN_IP_RATE_LIMIT[\s\S]*PUBLIC_ORIGIN|PUBLIC_ORIGIN[\s\S]*LOGIN_IP_RATE_LIMIT/);
  });
});
