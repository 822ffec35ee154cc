import type { Logger } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import type { CheckoutProvider } from '../checkout/checkout-provider';
import { createStripeClient } from './create-stripe-client';
import { stripeCheckoutProvider } from './stripe-checkout-provider';
import { stripeSettings, type StripeConfigKeys } from './stripe-settings';

export { stripeSettings, type StripeConfigKeys, type StripeSettings } from './stripe-settings';
export { createStripeClient } from './create-stripe-client';

export interface StripeDeps {
  knex: Knex;
  logger: Logger;
}

/** The Stripe Checkout provider; throws unless Stripe is fully configured (see stripeSettings). */
export function createStripeCheckoutProvider(config: StripeConfigKeys, deps: StripeDeps): CheckoutProvider {
  const settings = stripeSettings(config);
  return stripeCheckoutProvider({ ...deps, stripe: createStripeClient(settings), prices: settings.prices });
}
