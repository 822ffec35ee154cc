import type { Knex } from 'knex';
import { lockSubscriptionByUserId, markPeriodEndChange } from '../db/subscription-repository';
import { publishPlanChange } from './publish-plan-change';
import { scheduledPlanOf } from './subscription-change';

/**
 * Records the downgrade a user asked for, waiting for the period end (the plan itself does not
 * change yet), and announces it as `billing.plan.changed.v1` with its `scheduledPlan` in the same
 * transaction, so the account shows what will happen. Nothing is announced when that change was
 * already scheduled. `last_change_at` stays as it is: the provider's own report of this change (a
 * Stripe webhook dated by Stripe) must still apply, and then announces nothing new.
 */
export async function recordScheduledChange(
  trx: Knex.Transaction,
  userId: number,
  plan: 'free' | 'pro',
): Promise<void> {
  const before = await lockSubscriptionByUserId(trx, userId);
  if (!before) return;
  const change = { cancelAtPeriodEnd: plan === 'free', scheduledPlan: plan === 'free' ? null : plan };
  await markPeriodEndChange(trx, userId, change);
  if (scheduledPlanOf(before) === plan) return;
  await publishPlanChange(trx, {
    userId,
    plan: before.plan,
    status: before.status,
    periodEnd: before.currentPeriodEnd,
    scheduledPlan: plan,
  });
}
