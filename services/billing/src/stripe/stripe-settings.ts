import type { BillingConfig } from '../config';

/** The config keys the Stripe integration reads. */
export type StripeConfigKeys = Pick<
  BillingConfig,
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'STRIPE_PRICE_PRO'
  | 'STRIPE_PRICE_BUSINESS'
  | 'STRIPE_API_BASE'
>;

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** The yearly price id of each paid plan (the only interval, spec section 9). */
  prices: { pro: string; business: string };
  /** A local stand-in for api.stripe.com (tests, offline); null for the real API. */
  apiBase: URL | null;
}

/**
 * The Stripe settings of a configuration that has all four of secret key, webhook secret and both
 * price ids. Billing's config refuses to start with fewer (checkout/checkout-mode.ts); this throws
 * too rather than answer anything a caller could fall back from: a Stripe checkout that cannot
 * confirm payments, or plans it cannot sell, must never run.
 */
export function stripeSettings(config: StripeConfigKeys): StripeSettings {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PRO, STRIPE_PRICE_BUSINESS } = config;
  if (!STRIPE_SECRET_KEY || !STRIPE_WEBHOOK_SECRET || !STRIPE_PRICE_PRO || !STRIPE_PRICE_BUSINESS)
    throw new Error(
      'Stripe is not fully configured (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and both prices)',
    );
  return {
    secretKey: STRIPE_SECRET_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    prices: { pro: STRIPE_PRICE_PRO, business: STRIPE_PRICE_BUSINESS },
    apiBase: config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : null,
  };
}
