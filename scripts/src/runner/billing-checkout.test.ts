import { STRIPE_KEYS as BILLING_STRIPE_KEYS } from '../../../services/billing/src/checkout/checkout-mode';
import { billingCheckout, STRIPE_KEYS } from './billing-checkout';

const stripe = {
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  STRIPE_PRICE_PRO: 'price_pro',
  STRIPE_PRICE_BUSINESS: 'price_business',
};

describe('billingCheckout', () => {
  it("names exactly the Stripe variables billing's configuration reads", () => {
    expect(STRIPE_KEYS).toEqual(BILLING_STRIPE_KEYS);
  });

  it('sets BILLING_TEST_MODE=true and says so when the environment chose nothing', () => {
    expect(billingCheckout({ STRIPE_SECRET_KEY: '  ' })).toEqual({
      env: { BILLING_TEST_MODE: 'true' },
      description: 'TEST MODE checkout (BILLING_TEST_MODE=true): no real payments',
    });
  });

  it("leaves the user's own flag alone, whatever its value", () => {
    for (const value of ['true', 'false']) {
      const choice = billingCheckout({ BILLING_TEST_MODE: value });
      expect(choice.env).toEqual({});
      expect(choice.description).toBe(`BILLING_TEST_MODE=${value}, as your environment sets it`);
    }
  });

  it('leaves a Stripe configuration alone, given inline or as files', () => {
    expect(billingCheckout(stripe)).toEqual({
      env: {},
      description: 'Stripe checkout, configured in your environment',
    });
    const { STRIPE_SECRET_KEY: _inline, ...rest } = stripe;
    expect(billingCheckout({ ...rest, STRIPE_SECRET_KEY_FILE: '/run/secrets/stripe' }).env).toEqual({});
  });

  it('does not cover a partial Stripe configuration with TEST MODE, and warns that billing will refuse it', () => {
    expect(billingCheckout({ STRIPE_SECRET_KEY: 'sk_test_x' })).toEqual({
      env: {},
      description:
        'Stripe partly configured in your environment (STRIPE_SECRET_KEY): billing will refuse to start',
    });
  });
});
