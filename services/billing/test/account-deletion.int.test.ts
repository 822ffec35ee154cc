import { eventSubject, type EventOf } from '@groupmap/contracts';
import { ensureStreamExists } from '@groupmap/svc-kit';
import { waitFor } from '@groupmap/svc-kit/testing';
import { randomUUID } from 'node:crypto';
import type { CheckoutProvider } from '../src/checkout/checkout-provider';
import { createTestCheckoutProvider } from '../src/checkout/test-checkout-provider';
import { ACCOUNT_DELETION_CONSUMER, startAccountDeletionConsumer } from '../src/consumers/account-deletions';
import {
  asUser,
  planEventsOf,
  startBillingEnv,
  subscriptionOf,
  type BillingEnv,
  type TestUser,
} from './support/billing-env';

// Leaving (issue 11): billing's part of "Download my data", and what an account deletion does here
// with the TEST MODE checkout.
let env: BillingEnv;
let consumer: { stop(): Promise<void> };
const DAY_MS = 24 * 60 * 60 * 1000;
/** How far ahead of the real time the consumer's clock runs, per test. */
let clockOffsetMs = 0;
/** What the consumer asked the provider, by call. */
const calls: { method: string; args: unknown[] }[] = [];

beforeAll(async () => {
  env = await startBillingEnv();
  const clock = () => new Date(Date.now() + clockOffsetMs);
  const real = createTestCheckoutProvider({ knex: env.knex, now: clock });
  // The real TEST MODE provider, counting the calls that must happen once per deletion.
  const provider: CheckoutProvider = {
    ...real,
    newSubscriptionPayment: (...args) => real.newSubscriptionPayment(...args),
    cancelNow: (...args) => (calls.push({ method: 'cancelNow', args }), real.cancelNow(...args)),
    refundPayment: (...args) => (calls.push({ method: 'refundPayment', args }), real.refundPayment(...args)),
    forgetCustomer: (...args) => (
      calls.push({ method: 'forgetCustomer', args }),
      real.forgetCustomer(...args)
    ),
  };
  consumer = await startAccountDeletionConsumer(
    { nc: env.nc, knex: env.knex, logger: env.logger, prefix: env.prefix },
    { provider, clock },
  );
}, 30_000);

afterAll(async () => {
  await consumer.stop();
  await env.close();
});

/** Subscribes `user` to Pro through the TEST MODE checkout and completes it. */
async function subscribeToPro(user: TestUser) {
  const { body } = await asUser(env.app, user).post('/api/subscribe/pro?interval=year');
  const checkoutId = (body as { url: string }).url.split('/').pop()!;
  const done = await asUser(env.app, user).post(`/api/billing/test-checkout/${checkoutId}/complete`);
  expect(done.status).toBe(200);
  return checkoutId;
}

const deletionEvent = (userId: number): EventOf<'auth.account.deleted.v1'> => ({
  id: randomUUID(),
  type: 'auth.account.deleted.v1',
  occurredAt: new Date().toISOString(),
  aggregateId: String(userId),
  sequence: 1,
  payload: { userId },
});

/** Publishes into auth's stream under a message id of its own: every copy is delivered. */
async function deliver(event: EventOf<'auth.account.deleted.v1'>) {
  await ensureStreamExists(env.nc, { prefix: env.prefix, service: 'auth' });
  await env.nc
    .jetstream()
    .publish(eventSubject(env.prefix, event.type), JSON.stringify(event), { msgID: randomUUID() });
}

/** Delivers `event` twice, then waits until a later event was handled: so were both copies. */
async function deliverTwiceAndSettle(event: EventOf<'auth.account.deleted.v1'>) {
  await deliver(event);
  await deliver(event);
  const marker = deletionEvent(env.newUser().id);
  await deliver(marker);
  await waitFor('the later event handled', async () =>
    (await env.knex('processed_events').where({ event_id: marker.id }).first()) !== undefined ? true : false,
  );
}

/** The provider calls about the user's subscription or customer (a refund names the payment). */
const callsFor = (userId: number) =>
  calls.filter(({ args }) => args[0] === userId || (args[0] as { userId?: number }).userId === userId);

const checkoutRow = (id: string) =>
  env.knex('test_checkout_sessions').where({ id }).first('completed_at', 'refunded_at');

describe('the auth.account.deleted.v1 consumer', () => {
  it('cancels a new subscription at once and refunds it within the 7-day window, once though delivered twice', async () => {
    clockOffsetMs = 3 * DAY_MS;
    const user = env.newUser();
    const checkoutId = await subscribeToPro(user);
    const planEvents = (await planEventsOf(env.knex, user.id)).length;
    const event = deletionEvent(user.id);

    await deliverTwiceAndSettle(event);

    expect(await subscriptionOf(env.knex, user.id)).toMatchObject({
      plan_tier: 'free',
      status: 'canceled',
      cancel_at_period_end: false,
      scheduled_plan: null,
    });
    const paid = await checkoutRow(checkoutId);
    expect(paid.refunded_at).toBeInstanceOf(Date);
    const refunds = calls.filter(
      (call) => call.method === 'refundPayment' && JSON.stringify(call.args).includes(checkoutId),
    );
    expect(refunds).toHaveLength(1);
    expect(callsFor(user.id).map((call) => call.method)).toEqual(['cancelNow', 'forgetCustomer']);
    expect(
      await env.knex('processed_events').where({ consumer: ACCOUNT_DELETION_CONSUMER, event_id: event.id }),
    ).toHaveLength(1);
    // No plan is announced for an account that is gone.
    expect(await planEventsOf(env.knex, user.id)).toHaveLength(planEvents);
  });

  it('cancels without a refund once the money-back window has passed', async () => {
    clockOffsetMs = 8 * DAY_MS;
    const user = env.newUser();
    const checkoutId = await subscribeToPro(user);

    await deliverTwiceAndSettle(deletionEvent(user.id));

    expect(await subscriptionOf(env.knex, user.id)).toMatchObject({ plan_tier: 'free', status: 'canceled' });
    expect((await checkoutRow(checkoutId)).refunded_at).toBeNull();
    expect(
      calls.filter(
        (call) => call.method === 'refundPayment' && JSON.stringify(call.args).includes(checkoutId),
      ),
    ).toEqual([]);
  });

  it('refunds nothing for a period that began without a payment (a downgrade renewed it)', async () => {
    clockOffsetMs = 0;
    const user = env.newUser();
    const checkoutId = await subscribeToPro(user);
    // The period now running began after the checkout's payment, as a renewal's would.
    await env
      .knex('subscriptions')
      .where({ user_id: user.id })
      .update({ current_period_start: new Date(Date.now() + 60_000) });

    await deliverTwiceAndSettle(deletionEvent(user.id));

    expect(await subscriptionOf(env.knex, user.id)).toMatchObject({ status: 'canceled' });
    expect((await checkoutRow(checkoutId)).refunded_at).toBeNull();
  });

  it('leaves an account that never subscribed as it was', async () => {
    clockOffsetMs = 0;
    const user = env.newUser();
    await deliverTwiceAndSettle(deletionEvent(user.id));
    expect(await subscriptionOf(env.knex, user.id)).toBeUndefined();
    expect(callsFor(user.id).map((call) => call.method)).toEqual(['forgetCustomer']);
  });
});

describe('GET /api/billing/export', () => {
  it("answers the user's subscription and checkouts as billing keeps them", async () => {
    clockOffsetMs = 0;
    const user = env.newUser();
    await subscribeToPro(user);

    const res = await asUser(env.app, user).get('/api/billing/export');

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      subscription: {
        plan: 'pro',
        status: 'active',
        currentPeriodStart: expect.any(String),
        currentPeriodEnd: expect.any(String),
        cancelAtPeriodEnd: false,
        scheduledPlan: null,
        paidThrough: 'test-mode',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
      checkouts: [
        {
          plan: 'pro',
          amountGbp: expect.any(Number),
          discountCode: null,
          percentOff: null,
          totalGbp: expect.any(Number),
          status: 'completed',
          createdAt: expect.any(String),
          completedAt: expect.any(String),
          refundedAt: null,
        },
      ],
    });
  });

  it('answers an empty history for a user who never subscribed, and 401 when signed out', async () => {
    const res = await asUser(env.app, env.newUser()).get('/api/billing/export');
    expect(res.body).toEqual({ subscription: null, checkouts: [] });
    expect((await asUser(env.app).get('/api/billing/export')).status).toBe(401);
  });
});
