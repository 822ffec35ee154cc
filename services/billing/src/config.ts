import { baseServiceSchema, loadConfig, portSchema } from '@groupmap/svc-kit';
import { z } from 'zod';

const DEFAULT_PORT = 4004;
const DEFAULT_PUBLIC_ORIGIN = 'http://localhost:8080';

/**
 * Every variable the billing service reads (the common ones are in docs/interfaces.md). Without
 * Stripe keys the product runs its built-in TEST MODE checkout (decisions.md, Subscriptions), so
 * they are optional and `npm start` works offline.
 */
export const billingConfigSchema = baseServiceSchema.extend({
  PORT: portSchema(DEFAULT_PORT),
  /** The origin browsers use (the gateway's); a hosted checkout sends them back to it. */
  PUBLIC_ORIGIN: z.url().default(DEFAULT_PUBLIC_ORIGIN),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'must be a Stripe secret key (sk_...)').optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .startsWith('whsec_', 'must be a Stripe webhook secret (whsec_...)')
    .optional(),
  /** The yearly prices of the paid plans in Stripe (price_...); Stripe is used only when both are set. */
  STRIPE_PRICE_PRO: z.string().startsWith('price_', 'must be a Stripe price id (price_...)').optional(),
  STRIPE_PRICE_BUSINESS: z.string().startsWith('price_', 'must be a Stripe price id (price_...)').optional(),
  /** Where the Stripe SDK sends its calls instead of api.stripe.com, e.g. http://127.0.0.1:12111 (tests). */
  STRIPE_API_BASE: z.url().optional(),
});

export type BillingConfig = z.infer<typeof billingConfigSchema>;

/** Parses the environment once; throws ConfigError listing every missing or invalid key. */
export function loadBillingConfig(env: Record<string, string | undefined> = process.env): BillingConfig {
  return loadConfig(billingConfigSchema, env);
}
