/** The keys Stripe needs; "configured" means all four (decisions.md, Subscriptions). */
export const STRIPE_KEYS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_PRO',
  'STRIPE_PRICE_BUSINESS',
] as const;

type StripeKey = (typeof STRIPE_KEYS)[number];

/** The part of the configuration that decides the checkout. */
export type CheckoutModeKeys = { BILLING_TEST_MODE: boolean } & Partial<Record<StripeKey, string>>;

/** One refusal: the key to set or unset and why. */
export interface CheckoutModeProblem {
  key: StripeKey | 'BILLING_TEST_MODE';
  message: string;
}

/**
 * Why billing must not start with this configuration; empty when its checkout is settled. TEST MODE
 * gives plans away, so it never runs by accident: only with `BILLING_TEST_MODE=true`, whatever else
 * is set. Without the flag every Stripe key is required. A partial Stripe configuration is refused
 * with or without the flag (it would take payments it cannot confirm, or is a mistake). The flag
 * beside a full Stripe configuration is refused too: either reading could surprise an operator, so
 * they choose.
 */
export function checkoutModeProblems(config: CheckoutModeKeys): CheckoutModeProblem[] {
  const set = STRIPE_KEYS.filter((key) => config[key] !== undefined);
  const missing = STRIPE_KEYS.filter((key) => config[key] === undefined);
  const testMode = config.BILLING_TEST_MODE === true;

  if (set.length > 0 && missing.length > 0) {
    const why = `Stripe is partly configured (${set.join(', ')} set); set all four Stripe keys, or none with BILLING_TEST_MODE=true`;
    return missing.map((key) => ({ key, message: `is required: ${why}` }));
  }
  if (set.length === 0 && !testMode) {
    return missing.map((key) => ({
      key,
      message:
        'is required: billing takes payments through Stripe unless BILLING_TEST_MODE=true (the TEST MODE checkout, no real payments)',
    }));
  }
  if (missing.length === 0 && testMode) {
    return [
      {
        key: 'BILLING_TEST_MODE',
        message:
          'cannot be true while Stripe is configured: choose one (unset BILLING_TEST_MODE to take payments through Stripe, or the Stripe keys for the TEST MODE checkout)',
      },
    ];
  }
  return [];
}
