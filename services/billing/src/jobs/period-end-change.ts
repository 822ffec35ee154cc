import type { Subscription } from '../db/subscription-repository';
import type { SubscriptionChange } from '../domain/subscription-change';

/**
 * What a subscription whose period has ended becomes: a cancellation leaves the user on free with
 * the subscription canceled (its last period end kept as the cancellation date); a scheduled
 * downgrade renews for a year on the lower plan. Null when nothing is waiting.
 */
export function periodEndChange(sub: Subscription, now: Date): SubscriptionChange | null {
  const common = {
    userId: sub.userId,
    stripeSubscriptionId: sub.stripeSubscriptionId,
    cancelAtPeriodEnd: false,
    scheduledPlan: null,
    source: 'period-end' as const,
    occurredAt: now,
  };
  if (sub.cancelAtPeriodEnd) {
    return {
      ...common,
      plan: 'free',
      status: 'canceled',
      currentPeriodStart: sub.currentPeriodStart,
      currentPeriodEnd: sub.currentPeriodEnd,
    };
  }
  if (!sub.scheduledPlan || !sub.currentPeriodEnd) return null;
  const nextEnd = new Date(sub.currentPeriodEnd);
  nextEnd.setUTCFullYear(nextEnd.getUTCFullYear() + 1);
  return {
    ...common,
    plan: sub.scheduledPlan,
    status: 'active',
    currentPeriodStart: sub.currentPeriodEnd,
    currentPeriodEnd: nextEnd,
  };
}
