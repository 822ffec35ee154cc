import { fakeEvent, fakeSubscription } from '../support/fake-stripe-objects';
import { startPlansToAuth, type PlansToAuth } from '../support/plans-to-auth';
import {
  checkoutCompletedEvent,
  deliverWebhook,
  startStripeHarness,
  TEST_PRICES,
  type StripeHarness,
} from './stripe-harness';

// Stripe's signed webhooks (the real SDK against the fake Stripe API) through billing, its outbox
// relay and auth's real plan consumer: Stripe redelivers events, and the account must still see
// each plan change once.
let harness: StripeHarness;
let auth: PlansToAuth;

beforeAll(async () => {
  harness = await startStripeHarness();
  auth = await startPlansToAuth({ knex: harness.knex, logger: harness.logger });
}, 30_000);

afterAll(async () => {
  await auth.stop();
  await harness.close();
});

const periodStart = new Date('2026-05-01T10:00:00.000Z');
const periodEnd = new Date('2027-05-01T10:00:00.000Z');
const at = (seconds: number) => new Date(periodStart.getTime() + seconds * 1000);

const deliverTwiceInTurn = async (event: ReturnType<typeof fakeEvent>) => [
  (await deliverWebhook(harness, event)).status,
  (await deliverWebhook(harness, event)).status,
];
const deliverTwiceAtOnce = async (event: ReturnType<typeof fakeEvent>) =>
  (await Promise.all([deliverWebhook(harness, event), deliverWebhook(harness, event)])).map(
    (res) => res.status,
  );

it("a checkout webhook Stripe sends four times changes the user's account once, and so does a cancellation sent twice", async () => {
  const userId = await auth.newAuthUser();
  const subscription = fakeSubscription({
    id: `sub_user${userId}`,
    customer: `cus_user${userId}`,
    price: TEST_PRICES.pro,
    periodStart,
    periodEnd,
    userId,
  });
  harness.fake.subscriptions.set(subscription.id, subscription);
  const completed = checkoutCompletedEvent(`evt_${userId}_done`, userId, at(0));

  expect(await deliverTwiceInTurn(completed)).toEqual([200, 200]);
  expect(await deliverTwiceAtOnce(completed)).toEqual([200, 200]);

  expect(await auth.waitForPlan(userId, 'pro')).toEqual({
    current_plan: 'pro',
    subscription_status: 'active',
    subscription_period_end: periodEnd,
    scheduled_plan: null,
  });
  expect(await auth.planEventCounts(userId)).toEqual({ recorded: 1, published: 1, appliedByAuth: 1 });

  // Cancelled at Stripe: the subscription ends and Stripe sends (and resends) its deletion.
  const canceled = { ...subscription, status: 'canceled' as const };
  harness.fake.subscriptions.set(subscription.id, canceled);
  const deleted = fakeEvent(`evt_${userId}_del`, 'customer.subscription.deleted', at(60), canceled);

  expect(await deliverTwiceAtOnce(deleted)).toEqual([200, 200]);

  expect(await auth.waitForPlan(userId, 'free')).toEqual({
    current_plan: 'free',
    subscription_status: 'canceled',
    subscription_period_end: periodEnd,
    scheduled_plan: null,
  });
  expect(await auth.planEventCounts(userId)).toEqual({ recorded: 2, published: 2, appliedByAuth: 2 });
});
