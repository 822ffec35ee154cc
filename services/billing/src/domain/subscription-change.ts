import type { PlanId, SubscriptionStatus } from '@groupmap/contracts';
import type { Knex } from 'knex';
import {
  insertFirstSubscription,
  lockSubscriptionByUserId,
  saveSubscription,
} from '../db/subscription-repository';
import { publishPlanChange } from './publish-plan-change';

/**
 * A user's subscription as a payment confirmation, a period end or an operator states it. Every
 * source (Stripe webhooks, the TEST MODE checkout, the period-end job, operators) goes through
 * {@link applySubscriptionChange}, so they all record and announce plans the same way.
 */
export interface SubscriptionChange {
  userId: number;
  plan: PlanId;
  status: SubscriptionStatus;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** A downgrade that takes effect when the current period ends. */
  scheduledPlan: PlanId | null;
  stripeSubscriptionId: string | null;
  source: 'stripe' | 'test-checkout' | 'period-end' | 'operator' | 'account-deletion';
  /** When the change happened at its source (e.g. the Stripe event's `created`), for ordering. */
  occurredAt: Date;
}

export interface ApplyOptions {
  /**
   * False when the caller announces the plan itself: `npm run plan:set` always publishes the
   * operator's plan (even unchanged), in the shape it always had.
   */
  announce?: boolean;
}

const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * The plan a subscription moves to when its period ends, as users are told: free when it is
 * cancelled at the period end, the scheduled lower plan, or null when nothing is waiting.
 */
export function scheduledPlanOf(sub: Pick<SubscriptionChange, 'cancelAtPeriodEnd' | 'scheduledPlan'>) {
  return sub.cancelAtPeriodEnd ? 'free' : sub.scheduledPlan;
}

/**
 * Records `change` as the user's subscription inside the caller's transaction, and announces it as
 * `billing.plan.changed.v1` (through the outbox, same transaction) when what users see differs from
 * before: the plan, status, period end or the change scheduled for the period end. A change older than the newest one applied is ignored, so
 * deliveries out of order end in the newest state; the row lock queues concurrent changes of one
 * user. Resolves `applied: false` when ignored.
 */
export async function applySubscriptionChange(
  trx: Knex.Transaction,
  change: SubscriptionChange,
  { announce = true }: ApplyOptions = {},
): Promise<{ applied: boolean }> {
  const before = await lockSubscriptionByUserId(trx, change.userId);
  if (before && before.lastChangeAt.getTime() > change.occurredAt.getTime()) return { applied: false };

  const fields = {
    userId: change.userId,
    stripeSubscriptionId: change.stripeSubscriptionId ?? before?.stripeSubscriptionId ?? null,
    plan: change.plan,
    status: change.status,
    currentPeriodStart: change.currentPeriodStart,
    currentPeriodEnd: change.currentPeriodEnd,
    cancelAtPeriodEnd: change.cancelAtPeriodEnd,
    scheduledPlan: change.scheduledPlan,
    lastChangeAt: change.occurredAt,
  };
  if (!before && !(await insertFirstSubscription(trx, fields))) {
    // Another transaction created the row first: queue behind it and apply on top, in order.
    return applySubscriptionChange(trx, change, { announce });
  }
  if (before) await saveSubscription(trx, fields);

  const seenChange =
    !before ||
    before.plan !== change.plan ||
    before.status !== change.status ||
    !sameTime(before.currentPeriodEnd, change.currentPeriodEnd) ||
    scheduledPlanOf(before) !== scheduledPlanOf(change);
  if (announce && seenChange) {
    await publishPlanChange(trx, {
      userId: change.userId,
      plan: change.plan,
      status: change.status,
      periodEnd: change.currentPeriodEnd,
      scheduledPlan: scheduledPlanOf(change),
    });
  }
  return { applied: true };
}
