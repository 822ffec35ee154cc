import { baseServiceSchema, loadConfig, portSchema } from '@groupmap/svc-kit';
import { z } from 'zod';

const DEFAULT_PORT = 4004;

/**
 * Every variable the billing service reads (the common ones are in docs/interfaces.md). Without
 * Stripe keys the product runs its built-in TEST MODE checkout (decisions.md, Subscriptions), so
 * they are optional and `npm start` works offline.
 */
export const billingConfigSchema = baseServiceSchema.extend({
  PORT: portSchema(DEFAULT_PORT),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'must be a Stripe secret key (sk_...)').optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .startsWith('whsec_', 'must be a Stripe webhook secret (whsec_...)')
    .optional(),
});

export type BillingConfig = z.infer<typeof billingConfigSchema>;

/** Parses the environment once; throws ConfigError listing every missing or invalid key. */
export function loadBillingConfig(env: Record<string, string | undefined> = process.env): BillingConfig {
  return loadConfig(billingConfigSchema, env);
}
