import { ConfigError, generateIdentityKeyPair } from '@groupmap/svc-kit';
import { loadBillingConfig, loadBillingMigrationConfig } from './config';

const { publicKey } = generateIdentityKeyPair();
const base = { IDENTITY_PUBLIC_KEY: publicKey };
const stripe = {
  STRIPE_SECRET_KEY: 'sk_test_groupmap',
  STRIPE_WEBHOOK_SECRET: 'whsec_groupmap',
  STRIPE_PRICE_PRO: 'price_pro_year',
  STRIPE_PRICE_BUSINESS: 'price_business_year',
};

/** The problems loadBillingConfig refuses `env` with, one per key. */
function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    loadBillingConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadBillingConfig', () => {
  it('refuses to start without Stripe or the TEST MODE flag, naming every Stripe key, whatever NODE_ENV says', () => {
    for (const NODE_ENV of ['production', 'development', 'test']) {
      const problems = problemsOf({ ...base, NODE_ENV });
      expect(problems.map((problem) => problem.split(':')[0])).toEqual([
        'STRIPE_SECRET_KEY',
        'STRIPE_WEBHOOK_SECRET',
        'STRIPE_PRICE_PRO',
        'STRIPE_PRICE_BUSINESS',
      ]);
      expect(problems[0]).toContain('unless BILLING_TEST_MODE=true');
    }
  });

  it('refuses a partial Stripe configuration, with or without the flag, naming the missing keys', () => {
    const { STRIPE_PRICE_PRO: _pro, STRIPE_PRICE_BUSINESS: _business, ...partial } = stripe;
    for (const flag of [{}, { BILLING_TEST_MODE: 'true' }] as Record<string, string>[]) {
      const problems = problemsOf({ ...base, ...partial, ...flag });
      expect(problems.map((problem) => problem.split(':')[0])).toEqual([
        'STRIPE_PRICE_PRO',
        'STRIPE_PRICE_BUSINESS',
      ]);
      expect(problems[0]).toContain(
        'Stripe is partly configured (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET set)',
      );
    }
  });

  it('refuses the flag beside a full Stripe configuration, asking to choose one', () => {
    expect(problemsOf({ ...base, ...stripe, BILLING_TEST_MODE: 'true' })).toEqual([
      expect.stringMatching(/^BILLING_TEST_MODE: cannot be true while Stripe is configured: choose one/),
    ]);
  });

  it('accepts TEST MODE only with BILLING_TEST_MODE=true, and refuses a value that is not true or false', () => {
    expect(loadBillingConfig({ ...base, BILLING_TEST_MODE: 'true' }).BILLING_TEST_MODE).toBe(true);
    expect(problemsOf({ ...base, BILLING_TEST_MODE: 'yes' })).toEqual(
      expect.arrayContaining(['BILLING_TEST_MODE: must be true or false']),
    );
  });

  it('lists a checkout problem beside every other invalid key at once', () => {
    expect(problemsOf({ ...base, PORT: 'eighty' }).map((problem) => problem.split(':')[0])).toEqual([
      'PORT',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_PRICE_PRO',
      'STRIPE_PRICE_BUSINESS',
    ]);
  });

  it('accepts Stripe with all four keys, TEST MODE off, and subscribe limits of 10 per user and 100 per IP', () => {
    expect(loadBillingConfig({ ...base, ...stripe })).toMatchObject({
      ...stripe,
      BILLING_TEST_MODE: false,
      SUBSCRIBE_USER_RATE_LIMIT: 10,
      SUBSCRIBE_IP_RATE_LIMIT: 100,
      SUBSCRIBE_RATE_WINDOW_SECONDS: 900,
    });
  });

  it('lets a migration run without any checkout configuration', () => {
    expect(loadBillingMigrationConfig(base).BILLING_TEST_MODE).toBe(false);
  });
});
