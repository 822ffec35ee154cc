// Which checkout billing runs under the runner (decisions.md, Subscriptions): TEST MODE never runs
// by accident, so billing refuses to start without Stripe unless BILLING_TEST_MODE=true. A local
// platform is for trying the product out, so the runner sets that flag, and says so, unless the
// user chose for themselves (the flag, or any Stripe key, in their environment).

type Env = Record<string, string | undefined>;

/**
 * The variables billing takes payments through Stripe with: its documented configuration, named here
 * rather than imported from billing's source, so the runner depends on billing's interface only (the
 * test checks they are billing's own STRIPE_KEYS).
 */
export const STRIPE_KEYS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_PRO',
  'STRIPE_PRICE_BUSINESS',
] as const;

export interface BillingCheckout {
  /** Added to billing's environment: the flag when the runner sets it, else nothing. */
  env: Record<string, string>;
  /** The runner's output line about it. */
  description: string;
}

/** A variable counts as set when it or its `_FILE` variant (as the services read them) has a value. */
function isSet(env: Env, key: string): boolean {
  return Boolean(env[key]?.trim() || env[`${key}_FILE`]?.trim());
}

/** Decides billing's checkout from the user's environment; never overrides what they set. */
export function billingCheckout(env: Env): BillingCheckout {
  if (isSet(env, 'BILLING_TEST_MODE')) {
    const value = env.BILLING_TEST_MODE?.trim() ?? 'from a file';
    return { env: {}, description: `BILLING_TEST_MODE=${value}, as your environment sets it` };
  }
  const stripe = STRIPE_KEYS.filter((key) => isSet(env, key));
  if (stripe.length === STRIPE_KEYS.length)
    return { env: {}, description: 'Stripe checkout, configured in your environment' };
  if (stripe.length > 0)
    return {
      env: {},
      description: `Stripe partly configured in your environment (${stripe.join(', ')}): billing will refuse to start`,
    };
  return {
    env: { BILLING_TEST_MODE: 'true' },
    description: 'TEST MODE checkout (BILLING_TEST_MODE=true): no real payments',
  };
}
