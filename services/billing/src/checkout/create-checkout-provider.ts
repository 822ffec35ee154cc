import type { Logger } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import type { StripeConfigKeys } from '../stripe/stripe-settings';
import type { CheckoutProvider } from './checkout-provider';
import { ensureDemoDiscountCode } from './demo-discount-code';
import { createTestCheckoutProvider } from './test-checkout-provider';

/**
 * The checkout the configuration chose (loadBillingConfig has refused anything unsettled): the
 * TEST MODE checkout with `BILLING_TEST_MODE=true`, which also gets its demo discount code and a
 * warning in the log; otherwise Stripe. The Stripe module (and its SDK) is loaded only for Stripe.
 * There is no fallback from one to the other.
 */
export async function createCheckoutProvider(
  config: StripeConfigKeys & { BILLING_TEST_MODE: boolean },
  deps: { knex: Knex; logger: Logger },
): Promise<CheckoutProvider> {
  if (config.BILLING_TEST_MODE) {
    await ensureDemoDiscountCode(deps.knex);
    deps.logger.warn('TEST MODE checkout (BILLING_TEST_MODE=true): no real payments are taken');
    return createTestCheckoutProvider(deps);
  }
  const { createStripeCheckoutProvider } = await import('../stripe');
  return createStripeCheckoutProvider(config, deps);
}
