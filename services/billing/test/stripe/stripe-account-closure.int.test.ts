import type { CheckoutProvider } from '../../src/checkout/checkout-provider';
import { closeDeletedAccount } from '../../src/domain/close-deleted-account';
import { applySubscriptionChange } from '../../src/domain/subscription-change';
import { createStripeCheckoutProvider } from '../../src/stripe';
import { fakeSubscription } from '../support/fake-stripe-objects';
import { startStripeHarness, stripeTestConfig, TEST_PRICES, type StripeHarness } from './stripe-harness';

// An account deletion (issue 11) with Stripe taking the payments: the subscription ends at Stripe at
// once, a new one is refunded within the terms' 7 days, and the customer record forgets the person.
let harness: StripeHarness;
let provider: CheckoutProvider;
const DAY_MS = 24 * 60 * 60 * 1000;
let nextUserId = 7_000 + Math.floor(Math.random() * 1_000_000);

beforeAll(async () => {
  harness = await startStripeHarness();
  provider = createStripeCheckoutProvider(stripeTestConfig(harness.fake), harness);
});

afterAll(() => harness.close());

/** A user on Pro through Stripe, paid `paidDaysAgo` days ago by the invoice `billingReason` names. */
async function subscribedThroughStripe(paidDaysAgo: number, billingReason = 'subscription_create') {
  const userId = ++nextUserId;
  const subscriptionId = `sub_closure_${userId}`;
  const customerId = `cus_closure_${userId}`;
  const paidAt = new Date(Date.now() - paidDaysAgo * DAY_MS);
  const periodEnd = new Date(paidAt.getTime() + 365 * DAY_MS);
  await harness.knex('stripe_customers').insert({ user_id: userId, customer_id: customerId });
  harness.fake.subscriptions.set(
    subscriptionId,
    fakeSubscription({
      id: subscriptionId,
      customer: customerId,
      price: TEST_PRICES.pro,
      periodStart: paidAt,
      periodEnd,
      userId,
      latestInvoice: { paymentIntent: `pi_closure_${userId}`, paidAt, billingReason },
    }),
  );
  await harness.knex.transaction((trx) =>
    applySubscriptionChange(trx, {
      userId,
      plan: 'pro',
      status: 'active',
      currentPeriodStart: paidAt,
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: false,
      scheduledPlan: null,
      stripeSubscriptionId: subscriptionId,
      source: 'stripe',
      occurredAt: paidAt,
    }),
  );
  return { userId, subscriptionId, customerId, paymentIntent: `pi_closure_${userId}` };
}

const close = (userId: number, eventId: string) =>
  harness.knex.transaction((trx) =>
    closeDeletedAccount(trx, { provider, now: new Date() }, { userId, eventId }),
  );

it('cancels at Stripe at once, refunds the new subscription’s payment, and clears the customer’s name and e-mail', async () => {
  const account = await subscribedThroughStripe(2);

  expect(await close(account.userId, 'evt-closure-1')).toEqual({ cancelled: true, refunded: true });

  const cancels = harness.fake.requestsTo('DELETE', `/v1/subscriptions/${account.subscriptionId}`);
  expect(cancels).toHaveLength(1);
  expect(harness.fake.subscriptions.get(account.subscriptionId)?.status).toBe('canceled');
  const refunds = harness.fake
    .requestsTo('POST', '/v1/refunds')
    .filter((request) => request.params.payment_intent === account.paymentIntent);
  expect(refunds).toEqual([
    expect.objectContaining({ idempotencyKey: 'account-deleted-evt-closure-1-refund' }),
  ]);
  expect(harness.fake.requestsTo('POST', `/v1/customers/${account.customerId}`)).toEqual([
    expect.objectContaining({ params: { email: '', name: '' } }),
  ]);
  expect(await harness.knex('subscriptions').where({ user_id: account.userId }).first()).toMatchObject({
    plan_tier: 'free',
    status: 'canceled',
  });
});

it('cancels without a refund past the money-back window, and for a renewal', async () => {
  const late = await subscribedThroughStripe(8);
  const renewed = await subscribedThroughStripe(1, 'subscription_cycle');

  expect(await close(late.userId, 'evt-closure-2')).toEqual({ cancelled: true, refunded: false });
  expect(await close(renewed.userId, 'evt-closure-3')).toEqual({ cancelled: true, refunded: false });

  for (const account of [late, renewed]) {
    expect(harness.fake.subscriptions.get(account.subscriptionId)?.status).toBe('canceled');
    expect(
      harness.fake
        .requestsTo('POST', '/v1/refunds')
        .filter((request) => request.params.payment_intent === account.paymentIntent),
    ).toEqual([]);
  }
});

it('asks Stripe nothing about a plan an operator granted (no Stripe subscription)', async () => {
  const userId = ++nextUserId;
  await harness.knex.transaction((trx) =>
    applySubscriptionChange(trx, {
      userId,
      plan: 'business',
      status: 'active',
      currentPeriodStart: new Date(),
      currentPeriodEnd: new Date(Date.now() + 365 * DAY_MS),
      cancelAtPeriodEnd: false,
      scheduledPlan: null,
      stripeSubscriptionId: null,
      source: 'operator',
      occurredAt: new Date(),
    }),
  );
  const before = harness.fake.requests.length;

  expect(await close(userId, 'evt-closure-4')).toEqual({ cancelled: true, refunded: false });
  expect(harness.fake.requests.slice(before)).toEqual([]);
});
