import type { Knex } from 'knex';
import type Stripe from 'stripe';

export interface CustomerOwner {
  userId: number;
  email: string;
  username: string;
}

/**
 * The user's one Stripe customer: the stored one, or a new one recorded for every later checkout.
 * The create call's idempotency key is the user's, so two checkouts racing each other get the same
 * customer back from Stripe, and the insert that loses keeps the stored row.
 */
export async function ensureStripeCustomer(
  stripe: Stripe,
  knex: Knex,
  { userId, email, username }: CustomerOwner,
): Promise<string> {
  const stored = await storedCustomerId(knex, userId);
  if (stored) return stored;
  const customer = await stripe.customers.create(
    { email, name: username, metadata: { userId: String(userId) } },
    { idempotencyKey: `customer-${userId}` },
  );
  await knex('stripe_customers')
    .insert({ user_id: userId, customer_id: customer.id })
    .onConflict('user_id')
    .ignore();
  return (await storedCustomerId(knex, userId)) ?? customer.id;
}

async function storedCustomerId(knex: Knex, userId: number): Promise<string | null> {
  const row = await knex('stripe_customers').where({ user_id: userId }).first<{ customer_id: string }>();
  return row?.customer_id ?? null;
}

/** The user a Stripe customer was created for; null for a customer this service never created. */
export async function userIdOfCustomer(knex: Knex, customerId: string): Promise<number | null> {
  const row = await knex('stripe_customers').where({ customer_id: customerId }).first<{ user_id: number }>();
  return row?.user_id ?? null;
}
