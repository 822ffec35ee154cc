import { testIdentityKeys } from '@groupmap/svc-kit/testing';
import { loadMapsConfig } from './config';

/** The service's defaults: only the keys without one are given. */
const defaults = () =>
  loadMapsConfig({
    IDENTITY_PUBLIC_KEY: testIdentityKeys.publicKey,
    MAP_PASSWORD_KEY: 'a-map-password-key-of-at-least-32-characters',
    CONTRIBUTOR_EMAIL_KEY: 'a-contributor-email-key-of-at-least-32-characters',
  });

describe('maps configuration defaults', () => {
  it('sizes every per-IP limit at least ten times its per-session or per-user one (shared IPs)', () => {
    const config = defaults();
    expect(config.MAP_PASSWORD_IP_RATE_LIMIT).toBeGreaterThanOrEqual(
      10 * config.MAP_PASSWORD_SESSION_RATE_LIMIT,
    );
    expect(config.LOGO_UPLOAD_IP_RATE_LIMIT).toBeGreaterThanOrEqual(10 * config.LOGO_UPLOAD_USER_RATE_LIMIT);
  });

  it('lets map-password grants last 30 days (decisions.md)', () => {
    expect(defaults().MAP_GRANT_TTL_DAYS).toBe(30);
  });

  it('refuses to start without a contributor e-mail key of at least 32 characters', () => {
    const env = {
      IDENTITY_PUBLIC_KEY: testIdentityKeys.publicKey,
      MAP_PASSWORD_KEY: 'a-map-password-key-of-at-least-32-characters',
    };
    expect(() => loadMapsConfig(env)).toThrow(/CONTRIBUTOR_EMAIL_KEY/);
    expect(() => loadMapsConfig({ ...env, CONTRIBUTOR_EMAIL_KEY: 'short' })).toThrow(
      'CONTRIBUTOR_EMAIL_KEY: must be at least 32 characters',
    );
  });
});
