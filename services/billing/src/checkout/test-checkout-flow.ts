import { PLANS, type ApiSchema } from '@groupmap/contracts';
import { notFound } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { findTestCheckout, finishTestCheckout, type TestCheckout } from '../db/test-checkout-repository';
import { discountedTotalGbp } from '../domain/pricing';
import { applySubscriptionChange } from '../domain/subscription-change';

export type TestCheckoutView = ApiSchema<'TestCheckout'>;

const SUCCESS_URL = '/subscription?checkout=success';
const CANCELLED_URL = '/subscription?checkout=cancelled';

/** The user's own checkout; anyone else's, or none, is a 404 (ids are not secrets to guess at). */
export async function ownTestCheckout(knex: Knex, id: string, userId: number): Promise<TestCheckout> {
  const checkout = await findTestCheckout(knex, id);
  if (!checkout || checkout.userId !== userId) throw notFound();
  return checkout;
}

/** What the TEST MODE checkout page shows. */
export function testCheckoutView(checkout: TestCheckout): TestCheckoutView {
  return {
    id: checkout.id,
    plan: checkout.plan,
    planName: PLANS[checkout.plan].name,
    amountGbp: checkout.amountGbp,
    discountCode: checkout.discount?.code ?? null,
    percentOff: checkout.discount?.percentOff ?? null,
    totalGbp: discountedTotalGbp(checkout.amountGbp, checkout.discount?.percentOff ?? null),
    status: checkout.status,
    testMode: true,
  };
}

/**
 * The TEST MODE payment confirmation: the checkout's plan becomes the user's active yearly
 * subscription through `applySubscriptionChange`, as a verified Stripe webhook does. Only the call
 * that moves the checkout out of pending applies it, so completing twice applies once. A cancelled
 * checkout cannot be completed.
 */
export async function completeTestCheckout(
  knex: Knex,
  { id, userId, now }: { id: string; userId: number; now: Date },
): Promise<{ url: string }> {
  await ownTestCheckout(knex, id, userId);
  return knex.transaction(async (trx) => {
    const checkout = await finishTestCheckout(trx, id, 'completed', now);
    if (!checkout) {
      // Finished before: completed answers as the first time did; cancelled stays cancelled.
      const finished = await findTestCheckout(trx, id);
      return { url: finished?.status === 'completed' ? SUCCESS_URL : CANCELLED_URL };
    }
    const periodEnd = new Date(now);
    periodEnd.setUTCFullYear(periodEnd.getUTCFullYear() + 1);
    await applySubscriptionChange(trx, {
      userId,
      plan: checkout.plan,
      status: 'active',
      currentPeriodStart: now,
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: false,
      scheduledPlan: null,
      stripeSubscriptionId: null,
      source: 'test-checkout',
      occurredAt: now,
    });
    return { url: SUCCESS_URL };
  });
}

/** Abandons a pending checkout; the plan stays as it is. */
export async function cancelTestCheckout(knex: Knex, id: string, userId: number): Promise<{ url: string }> {
  await ownTestCheckout(knex, id, userId);
  await knex.transaction((trx) => finishTestCheckout(trx, id, 'cancelled'));
  return { url: CANCELLED_URL };
}
