import type { Knex } from 'knex';
import type Stripe from 'stripe';
import type { SubscriptionChange } from '../domain/subscription-change';
import { userIdOfCustomer } from './stripe-customers';
import type { StripeSettings } from './stripe-settings';
import { stripeSubscriptionChange } from './stripe-subscription-change';

export interface StripeEventDeps {
  stripe: Stripe;
  knex: Knex;
  prices: StripeSettings['prices'];
}

/**
 * The plan change a verified Stripe event asks for, or null when it asks for none. Subscription
 * events carry the subscription; checkout and invoice events only name it, so it is retrieved.
 * Every change is dated event.created, so deliveries out of order end in Stripe's final state.
 */
export async function stripeEventChange(
  deps: StripeEventDeps,
  event: Stripe.Event,
): Promise<SubscriptionChange | null> {
  const occurredAt = new Date(event.created * 1000);
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const subscriptionId = idOf(session.subscription);
      const userId = toUserId(session.client_reference_id ?? session.metadata?.userId);
      if (session.mode !== 'subscription' || !subscriptionId || userId === null) return null;
      const subscription = await deps.stripe.subscriptions.retrieve(subscriptionId);
      return changeOf(deps, subscription, occurredAt, userId);
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return changeOf(deps, event.data.object, occurredAt);
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const subscriptionId = idOf(event.data.object.parent?.subscription_details?.subscription);
      if (!subscriptionId) return null;
      const subscription = await deps.stripe.subscriptions.retrieve(subscriptionId);
      // A failed renewal makes the subscription past due; the retrieved one may not show it yet.
      const failed = event.type === 'invoice.payment_failed' && subscription.status === 'active';
      return changeOf(deps, failed ? { ...subscription, status: 'past_due' } : subscription, occurredAt);
    }
    default:
      return null;
  }
}

async function changeOf(
  deps: StripeEventDeps,
  subscription: Stripe.Subscription,
  occurredAt: Date,
  knownUserId: number | null = null,
): Promise<SubscriptionChange | null> {
  const userId =
    knownUserId ??
    toUserId(subscription.metadata?.userId) ??
    (await userIdOfCustomer(deps.knex, idOf(subscription.customer) ?? ''));
  if (userId === null) return null;
  const scheduledPrice = await scheduledPriceOf(deps.stripe, subscription);
  return stripeSubscriptionChange({ subscription, userId, occurredAt, scheduledPrice }, deps.prices);
}

/** The price a subscription schedule switches to after the current phase (a scheduled downgrade). */
async function scheduledPriceOf(stripe: Stripe, subscription: Stripe.Subscription): Promise<string | null> {
  const scheduleId = idOf(subscription.schedule);
  if (!scheduleId || subscription.status === 'canceled') return null;
  const schedule = await stripe.subscriptionSchedules.retrieve(scheduleId);
  const currentEnd = schedule.current_phase?.end_date;
  const next = schedule.phases.find((phase) => currentEnd !== undefined && phase.start_date >= currentEnd);
  const price = next?.items[0]?.price;
  return idOf(price ?? null);
}

function idOf(ref: string | { id: string } | null | undefined): string | null {
  if (!ref) return null;
  return typeof ref === 'string' ? ref : ref.id;
}

function toUserId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d*$/.test(value)) return null;
  return Number(value);
}
