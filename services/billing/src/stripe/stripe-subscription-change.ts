import { SUBSCRIPTION_STATUSES, type PlanId, type SubscriptionStatus } from '@groupmap/contracts';
import type Stripe from 'stripe';
import type { SubscriptionChange } from '../domain/subscription-change';
import type { StripeSettings } from './stripe-settings';

export interface StripeSubscriptionState {
  subscription: Stripe.Subscription;
  userId: number;
  /** When Stripe's event happened (event.created): the core keeps only the newest state. */
  occurredAt: Date;
  /** The price the subscription switches to at its period end (a scheduled downgrade), if any. */
  scheduledPrice: string | null;
}

/**
 * What a Stripe subscription means for the user's plan. Canceled (or never paid and expired) is the
 * free plan; otherwise the plan is the one whose yearly price the subscription bills. Null when it
 * says nothing about the plan: still awaiting its first payment (the plan changes only once payment
 * is confirmed), a status Stripe added after this code, or a price that is not one of ours.
 */
export function stripeSubscriptionChange(
  { subscription, userId, occurredAt, scheduledPrice }: StripeSubscriptionState,
  prices: StripeSettings['prices'],
): SubscriptionChange | null {
  const status = knownStatus(subscription.status);
  if (!status || status === 'incomplete') return null;
  const item = subscription.items.data[0];
  const ended = status === 'canceled' || status === 'incomplete_expired';
  const plan: PlanId | null = ended ? 'free' : planOfPrice(item?.price.id, prices);
  if (!plan) return null;
  const scheduledPlan = ended ? null : planOfPrice(scheduledPrice ?? undefined, prices);
  return {
    userId,
    plan,
    status,
    currentPeriodStart: item ? fromUnix(item.current_period_start) : null,
    currentPeriodEnd: item ? fromUnix(item.current_period_end) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    scheduledPlan: scheduledPlan === plan ? null : scheduledPlan,
    stripeSubscriptionId: subscription.id,
    source: 'stripe',
    occurredAt,
  };
}

function planOfPrice(
  priceId: string | undefined,
  prices: StripeSettings['prices'],
): 'pro' | 'business' | null {
  if (priceId === prices.pro) return 'pro';
  if (priceId === prices.business) return 'business';
  return null;
}

function knownStatus(status: string): SubscriptionStatus | null {
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(status)
    ? (status as SubscriptionStatus)
    : null;
}

function fromUnix(seconds: number): Date {
  return new Date(seconds * 1000);
}
