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
 * Stripe is "configured" only with all four of secret key, webhook secret and both price ids:
 * anything less would take payments it cannot confirm (or confirm plans it cannot sell), so the
 * service then runs its TEST MODE checkout instead (decisions.md, Subscriptions). Null then.
 */
export function stripeSettings(config: StripeConfigKeys): StripeSettings | null {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PRO, STRIPE_PRICE_BUSINESS } = config;
  if (!STRIPE_SECRET_KEY || !STRIPE_WEBHOOK_SECRET || !STRIPE_PRICE_PRO || !STRIPE_PRICE_BUSINESS)
    return null;
  return {
    secretKey: STRIPE_SECRET_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    prices: { pro: STRIPE_PRICE_PRO, business: STRIPE_PRICE_BUSINESS },
    apiBase: config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : null,
  };
}
