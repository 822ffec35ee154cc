import type { PlanId, SubscriptionStatus } from '@groupmap/contracts';
import type { Db } from './db';

/** A plan change as billing announced it (billing.plan.changed.v1). */
export interface PlanChange {
  plan: PlanId;
  status: SubscriptionStatus | null;
  periodEnd: Date | null;
  /** The plan the user moves to when the period ends; null when none (or the event predates it). */
  scheduledPlan: PlanId | null;
  /** The event's sequence in billing's per-user order. */
  sequence: number;
}

/**
 * Sets the user's plan fields from a plan-change event, unless a later event of the same user was
 * applied already. Returns what happened, for the consumer's log line.
 */
export async function applyPlanChange(
  db: Db,
  userId: number,
  change: PlanChange,
): Promise<'applied' | 'stale' | 'no-user'> {
  const updated = await db('users')
    .where({ id: userId })
    .andWhere((query) =>
      query.whereNull('plan_event_sequence').orWhere('plan_event_sequence', '<', change.sequence),
    )
    .update({
      current_plan: change.plan,
      subscription_status: change.status,
      subscription_period_end: change.periodEnd,
      scheduled_plan: change.scheduledPlan,
      plan_event_sequence: change.sequence,
    });
  if (updated > 0) return 'applied';
  const exists = await db('users').where({ id: userId }).first('id');
  return exists ? 'stale' : 'no-user';
}
