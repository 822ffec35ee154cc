import type { Knex } from 'knex';
import type Stripe from 'stripe';
import type { OnceOptions, SubscriptionPayment } from '../checkout/checkout-provider';

const idOf = (ref: string | { id: string } | null | undefined): string | null =>
  !ref ? null : typeof ref === 'string' ? ref : ref.id;

/** Stripe's ids of charges start so; anything else a refund takes is a PaymentIntent. */
const CHARGE_PREFIX = 'ch_';

/**
 * The payment of the invoice that created the subscription, while that invoice is still its latest
 * (no renewal or change billed since): Stripe's `billing_reason: subscription_create`.
 */
export async function stripeNewSubscriptionPayment(
  stripe: Stripe,
  subscriptionId: string,
): Promise<SubscriptionPayment | null> {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId, {
    expand: ['latest_invoice.payments'],
  });
  const invoice = subscription.latest_invoice;
  if (!invoice || typeof invoice === 'string') return null;
  const paidAt = invoice.status_transitions.paid_at;
  if (invoice.billing_reason !== 'subscription_create' || invoice.status !== 'paid' || !paidAt) return null;
  const paid = invoice.payments?.data.find((payment) => payment.status === 'paid')?.payment;
  const id = idOf(paid?.payment_intent) ?? idOf(paid?.charge);
  return id ? { id, paidAt: new Date(paidAt * 1000) } : null;
}

/** Ends the subscription at once (no proration: the terms give no refunds for partial periods). */
export async function stripeCancelNow(
  stripe: Stripe,
  subscriptionId: string,
  { idempotencyKey }: OnceOptions,
) {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') return;
  await stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey });
}

/** Refunds a payment in full; the key makes a second call answer the first refund. */
export async function stripeRefund(
  stripe: Stripe,
  { id }: SubscriptionPayment,
  { idempotencyKey }: OnceOptions,
) {
  const target = id.startsWith(CHARGE_PREFIX) ? { charge: id } : { payment_intent: id };
  await stripe.refunds.create({ ...target, reason: 'requested_by_customer' }, { idempotencyKey });
}

/**
 * Clears the name and e-mail of the user's Stripe customer: Stripe keeps the customer, its invoices
 * and refunds (the company's payment records), no longer naming the person.
 */
export async function stripeForgetCustomer(
  stripe: Stripe,
  knex: Knex,
  userId: number,
  { idempotencyKey }: OnceOptions,
): Promise<void> {
  const row = await knex('stripe_customers').where({ user_id: userId }).first<{ customer_id: string }>();
  if (!row) return;
  await stripe.customers.update(row.customer_id, { email: '', name: '' }, { idempotencyKey });
}
