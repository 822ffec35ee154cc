import type { Logger } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import type { BillingConfig } from '../config';
import type { CheckoutProvider } from './checkout-provider';
import { createTestCheckoutProvider } from './test-checkout-provider';

/**
 * Stripe when it is configured, else the built-in TEST MODE checkout (decisions.md, Subscriptions).
 * The Stripe module (and its SDK) is loaded only when a secret key is set, so test mode never needs it.
 */
export async function createCheckoutProvider(
  config: BillingConfig,
  deps: { knex: Knex; logger: Logger },
): Promise<CheckoutProvider> {
  if (config.STRIPE_SECRET_KEY) {
    const { createStripeCheckoutProvider } = await import('../stripe');
    const stripe = createStripeCheckoutProvider(config, deps);
    if (stripe) return stripe;
  }
  return createTestCheckoutProvider(deps);
}
