import type { EventOf, PlanId, SubscriptionStatus } from '@groupmap/contracts';
import { appendToOutbox } from '@groupmap/svc-kit';
import type { Knex } from 'knex';

export interface PlanChange {
  userId: number;
  plan: PlanId;
  /** The subscription's status; null without one (the free plan). */
  status: SubscriptionStatus | null;
  /** End of the paid period; null on free. */
  periodEnd: Date | null;
  /** The plan the user moves to when the period ends (free after a cancellation); null when none. */
  scheduledPlan: PlanId | null;
}

/**
 * Announces a user's plan (architecture.md, Plans: billing is its authority) by appending
 * `billing.plan.changed.v1` to billing's outbox inside the caller's transaction, beside whatever
 * billing records about it. The aggregate is the user, so consumers can order one user's changes
 * by `sequence`. The one publisher of plan changes: `npm run plan:set` and the checkout alike.
 */
export function publishPlanChange(
  trx: Knex.Transaction,
  { userId, plan, status, periodEnd, scheduledPlan }: PlanChange,
): Promise<EventOf<'billing.plan.changed.v1'>> {
  return appendToOutbox(trx, {
    type: 'billing.plan.changed.v1',
    aggregateId: String(userId),
    payload: { userId, plan, status, periodEnd: periodEnd?.toISOString() ?? null, scheduledPlan },
  });
}
