import { baseServiceSchema, loadConfig, portSchema } from '@groupmap/svc-kit';
import { z } from 'zod';
import { checkoutModeProblems } from './checkout/checkout-mode';

const DEFAULT_PORT = 4004;
const DEFAULT_PUBLIC_ORIGIN = 'http://localhost:8080';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/**
 * Every variable the billing service reads (the common ones are in docs/interfaces.md). Billing
 * takes payments through Stripe unless `BILLING_TEST_MODE=true` (decisions.md, Subscriptions):
 * which keys each mode needs is checked by {@link loadBillingConfig}, not here.
 */
export const billingConfigSchema = baseServiceSchema.extend({
  PORT: portSchema(DEFAULT_PORT),
  /** The origin browsers use (the gateway's); a hosted checkout sends them back to it. */
  PUBLIC_ORIGIN: z.url().default(DEFAULT_PUBLIC_ORIGIN),
  /**
   * `true` runs the built-in TEST MODE checkout (no real payments, never in production). Off unless
   * set; any value but `true` or `false` is refused, so a typo never passes silently.
   */
  BILLING_TEST_MODE: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'must be a Stripe secret key (sk_...)').optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .startsWith('whsec_', 'must be a Stripe webhook secret (whsec_...)')
    .optional(),
  /** The yearly prices of the paid plans in Stripe (price_...). */
  STRIPE_PRICE_PRO: z.string().startsWith('price_', 'must be a Stripe price id (price_...)').optional(),
  STRIPE_PRICE_BUSINESS: z.string().startsWith('price_', 'must be a Stripe price id (price_...)').optional(),
  /** Where the Stripe SDK sends its calls instead of api.stripe.com, e.g. http://127.0.0.1:12111 (tests). */
  STRIPE_API_BASE: z.url().optional(),
  /** Subscribe calls per signed-in user per window: discount codes cannot be guessed at speed. */
  SUBSCRIBE_USER_RATE_LIMIT: positiveInt(10),
  /** Subscribe calls per client IP per window: ten times the user's, for people behind one NAT. */
  SUBSCRIBE_IP_RATE_LIMIT: positiveInt(100),
  SUBSCRIBE_RATE_WINDOW_SECONDS: positiveInt(15 * 60),
});

export type BillingConfig = z.infer<typeof billingConfigSchema>;

/**
 * The service's configuration, refused unless its checkout is settled: Stripe with all four of its
 * keys, or `BILLING_TEST_MODE=true` without any of them (checkout-mode.ts). The check runs even when
 * other keys are invalid, so one start-up lists every problem.
 */
const serviceSchema = billingConfigSchema.superRefine(
  (config, ctx) => {
    for (const { key, message } of checkoutModeProblems(config))
      ctx.addIssue({ code: 'custom', path: [key], message });
  },
  { when: () => true },
);

/** Parses the environment once; throws ConfigError listing every missing or invalid key. */
export function loadBillingConfig(env: Record<string, string | undefined> = process.env): BillingConfig {
  return loadConfig(serviceSchema, env);
}

/**
 * What a migration needs: the keys of {@link billingConfigSchema} without the checkout check, so a
 * migration job never needs the Stripe secrets.
 */
export function loadBillingMigrationConfig(
  env: Record<string, string | undefined> = process.env,
): BillingConfig {
  return loadConfig(billingConfigSchema, env);
}
