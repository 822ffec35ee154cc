import type { PlanId } from '@groupmap/contracts';
import type { PlanChange } from './publish-plan-change';
import type { SubscriptionChange } from './subscription-change';

/**
 * The plan change an operator sets by hand (`npm run plan:set`): a paid plan as an active yearly
 * subscription from now (the only interval, spec section 9), free as no subscription at all.
 */
export function operatorPlanChange(userId: number, plan: PlanId, now: Date): PlanChange {
  if (plan === 'free') return { userId, plan, status: null, periodEnd: null, scheduledPlan: null };
  const periodEnd = new Date(now);
  periodEnd.setUTCFullYear(periodEnd.getUTCFullYear() + 1);
  return { userId, plan, status: 'active', periodEnd, scheduledPlan: null };
}

/**
 * The subscription row an operator's plan means: a paid plan active for the year from now, free as
 * a canceled subscription without period.
 */
export function operatorSubscriptionChange(change: PlanChange, now: Date): SubscriptionChange {
  return {
    userId: change.userId,
    plan: change.plan,
    status: change.status ?? 'canceled',
    currentPeriodStart: change.periodEnd ? now : null,
    currentPeriodEnd: change.periodEnd,
    cancelAtPeriodEnd: false,
    scheduledPlan: null,
    stripeSubscriptionId: null,
    source: 'operator',
    occurredAt: now,
  };
}
