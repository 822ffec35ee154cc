import type { Logger } from '@groupmap/svc-kit';
import type { RequestHandler } from 'express';
import type { Knex } from 'knex';
import type { CheckoutProvider } from '../checkout/checkout-provider';
import { createStripeClient } from './create-stripe-client';
import { stripeCheckoutProvider } from './stripe-checkout-provider';
import { stripeSettings, type StripeConfigKeys } from './stripe-settings';
import { stripeWebhookRouter } from './stripe-webhook-router';

export { stripeSettings, type StripeConfigKeys, type StripeSettings } from './stripe-settings';
export { createStripeClient } from './create-stripe-client';
export {
  stripeWebhookRouter,
  WEBHOOK_TOLERANCE_SECONDS,
  type StripeWebhookDeps,
} from './stripe-webhook-router';

export interface StripeDeps {
  knex: Knex;
  logger: Logger;
}

/** The Stripe Checkout provider; throws unless Stripe is fully configured (see stripeSettings). */
export function createStripeCheckoutProvider(config: StripeConfigKeys, deps: StripeDeps): CheckoutProvider {
  const settings = stripeSettings(config);
  return stripeCheckoutProvider({ ...deps, stripe: createStripeClient(settings), prices: settings.prices });
}

/**
 * The routers to mount as the app's `publicApi` (before identity and the JSON parser): the Stripe
 * webhook. Throws unless Stripe is fully configured.
 */
export function stripeWebhookRoutes(config: StripeConfigKeys, deps: StripeDeps): RequestHandler[] {
  const settings = stripeSettings(config);
  return [
    stripeWebhookRouter({
      ...deps,
      stripe: createStripeClient(settings),
      webhookSecret: settings.webhookSecret,
      prices: settings.prices,
    }),
  ];
}
