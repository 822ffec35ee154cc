import type { Knex } from 'knex';
import {
  insertTestCheckout,
  latestPaidTestCheckout,
  markTestCheckoutRefunded,
} from '../db/test-checkout-repository';
import type { CheckoutProvider } from './checkout-provider';

/** The page of mf-billing that shows a TEST MODE checkout. */
export const testCheckoutPageUrl = (id: string) => `/subscription/checkout/${id}`;

/**
 * The built-in TEST MODE checkout (no Stripe configured): a pending session in billing's database,
 * shown by the checkout page and completed or cancelled through /api/billing/test-checkout.
 * There is no external subscription to tell about cancellations and downgrades: billing's own
 * subscription row (marked by the subscribe use case) and the period-end job are the whole story.
 * Every completed checkout starts a new subscription (a renewal takes no checkout), so the payment
 * that started the current period is the latest checkout paid since it began; a refund is recorded
 * on that checkout (no money moves in TEST MODE).
 */
export function createTestCheckoutProvider({
  knex,
  now = () => new Date(),
}: {
  knex: Knex;
  now?: () => Date;
}): CheckoutProvider {
  return {
    kind: 'test',
    async startCheckout({ userId, plan, amountGbp, discount }) {
      const id = await insertTestCheckout(knex, { userId, plan, amountGbp, discount });
      return { url: testCheckoutPageUrl(id) };
    },
    async cancelAtPeriodEnd() {},
    async scheduleDowngrade() {},
    async newSubscriptionPayment({ userId, currentPeriodStart }) {
      if (!currentPeriodStart) return null;
      const checkout = await latestPaidTestCheckout(knex, userId, currentPeriodStart);
      return checkout && { id: checkout.id, paidAt: checkout.completedAt };
    },
    async cancelNow() {},
    async refundPayment({ id }) {
      await markTestCheckoutRefunded(knex, id, now());
    },
    async forgetCustomer() {},
  };
}
