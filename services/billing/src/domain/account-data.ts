import type { ApiSchema } from '@groupmap/contracts';
import type { Knex } from 'knex';
import { listTestCheckoutsOf } from '../db/test-checkout-repository';
import { discountedTotalGbp } from './pricing';

export type BillingExport = ApiSchema<'BillingExport'>;

interface SubscriptionRecord {
  plan_tier: ApiSchema<'PlanId'>;
  status: ApiSchema<'SubscriptionStatus'>;
  stripe_subscription_id: string | null;
  current_period_start: Date | null;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
  scheduled_plan: ApiSchema<'PlanId'> | null;
  created_at: Date;
  updated_at: Date;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Billing's part of "Download my data" (issue 11): what billing keeps about the user, the
 * subscription as last recorded and every TEST MODE checkout with its payment and refund times.
 * Stripe's payments live in Stripe (its receipts went to the user), so only the subscription says
 * who took them.
 */
export async function readAccountData(knex: Knex, userId: number): Promise<BillingExport> {
  const sub = (await knex('subscriptions').where({ user_id: userId }).first()) as
    SubscriptionRecord | undefined;
  const checkouts = await listTestCheckoutsOf(knex, userId);
  return {
    subscription: sub
      ? {
          plan: sub.plan_tier,
          status: sub.status,
          currentPeriodStart: iso(sub.current_period_start),
          currentPeriodEnd: iso(sub.current_period_end),
          cancelAtPeriodEnd: sub.cancel_at_period_end,
          scheduledPlan: sub.scheduled_plan,
          paidThrough: sub.stripe_subscription_id ? 'stripe' : 'test-mode',
          createdAt: sub.created_at.toISOString(),
          updatedAt: sub.updated_at.toISOString(),
        }
      : null,
    checkouts: checkouts.map((checkout) => ({
      plan: checkout.plan,
      amountGbp: checkout.amountGbp,
      discountCode: checkout.discount?.code ?? null,
      percentOff: checkout.discount?.percentOff ?? null,
      totalGbp: discountedTotalGbp(checkout.amountGbp, checkout.discount?.percentOff ?? null),
      status: checkout.status,
      createdAt: checkout.createdAt.toISOString(),
      completedAt: iso(checkout.completedAt),
      refundedAt: iso(checkout.refundedAt),
    })),
  };
}
