import { mintTestIdentity } from '@groupmap/svc-kit/testing';
import request from 'supertest';
import type Stripe from 'stripe';
import { createStripeCheckoutProvider } from '../../src/stripe';
import { fakeEvent, fakeSubscription, type FakeSubscriptionFields } from '../support/fake-stripe-objects';
import {
  billingStateOf,
  checkoutCompletedEvent,
  deliverWebhook,
  signedEvent,
  startStripeHarness,
  stripeTestConfig,
  TEST_PRICES,
  type StripeHarness,
} from './stripe-harness';

let harness: StripeHarness;

beforeAll(async () => {
  harness = await startStripeHarness();
});

afterAll(() => harness.close());

const periodStart = new Date('2026-03-01T10:00:00.000Z');
const periodEnd = new Date('2027-03-01T10:00:00.000Z');
const at = (seconds: number) => new Date(periodStart.getTime() + seconds * 1000);

function subscriptionFor(userId: number, fields: Partial<FakeSubscriptionFields> = {}): Stripe.Subscription {
  return fakeSubscription({
    id: `sub_user${userId}`,
    customer: `cus_user${userId}`,
    price: TEST_PRICES.pro,
    periodStart,
    periodEnd,
    userId,
    ...fields,
  });
}

const deliver = (event: Stripe.Event, options: Parameters<typeof deliverWebhook>[2] = {}) =>
  deliverWebhook(harness, event, options);

async function processedEvents(eventId: string): Promise<number> {
  return (await harness.knex('processed_webhook_events').where({ event_id: eventId })).length;
}

describe('POST /api/billing/webhook', () => {
  describe('refuses what Stripe did not sign, changing nothing', () => {
    const userId = 6101;
    const event = checkoutCompletedEvent('evt_refused', userId, at(0));

    beforeAll(() => {
      harness.fake.subscriptions.set(`sub_user${userId}`, subscriptionFor(userId));
    });

    async function expectRefusedUnchanged(res: request.Response) {
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.headers['x-error-code']).toBe('invalid_webhook_signature');
      expect(res.text).toBe('Invalid signature');
      expect(await processedEvents('evt_refused')).toBe(0);
      expect(await billingStateOf(harness.knex, userId)).toEqual({ subscription: undefined, planEvents: [] });
    }

    it('refuses a signature made with another secret', async () => {
      await expectRefusedUnchanged(await deliver(event, { secret: 'whsec_someone_else' }));
    });

    it('refuses a signature older than the five-minute tolerance (a replay)', async () => {
      await expectRefusedUnchanged(
        await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 }),
      );
    });

    it('refuses a body re-serialised after signing', async () => {
      const { body, signature } = signedEvent(harness.stripe, event);
      const res = await request(harness.app)
        .post('/api/billing/webhook')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', signature)
        .send(JSON.stringify(JSON.parse(body)));
      await expectRefusedUnchanged(res);
    });

    it('refuses a request without a signature', async () => {
      const res = await request(harness.app)
        .post('/api/billing/webhook')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(event));
      await expectRefusedUnchanged(res);
    });
  });

  it('applies a completed checkout as the paid plan, also when the gateway sends its identity token', async () => {
    const userId = 6102;
    harness.fake.subscriptions.set(`sub_user${userId}`, subscriptionFor(userId));
    const { body, signature } = signedEvent(
      harness.stripe,
      checkoutCompletedEvent('evt_6102', userId, at(0)),
    );
    const res = await request(harness.app)
      .post('/api/billing/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signature)
      .set('x-groupmap-identity', mintTestIdentity())
      .send(body);

    expect(res.status).toBe(200);
    expect(harness.fake.requestsTo('GET', `/v1/subscriptions/sub_user${userId}`)).toHaveLength(1);
    const { subscription, planEvents } = await billingStateOf(harness.knex, userId);
    expect(subscription).toMatchObject({
      plan_tier: 'pro',
      status: 'active',
      stripe_subscription_id: `sub_user${userId}`,
      current_period_end: periodEnd,
    });
    expect(planEvents).toEqual([
      { userId, plan: 'pro', status: 'active', periodEnd: periodEnd.toISOString(), scheduledPlan: null },
    ]);
  });

  it('applies the same event delivered five times at once exactly once', async () => {
    const userId = 6103;
    harness.fake.subscriptions.set(
      `sub_user${userId}`,
      subscriptionFor(userId, { price: TEST_PRICES.business }),
    );
    const event = checkoutCompletedEvent('evt_6103', userId, at(0));

    const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));

    expect(responses.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await processedEvents('evt_6103')).toBe(1);
    const { subscription, planEvents } = await billingStateOf(harness.knex, userId);
    expect(subscription).toMatchObject({ plan_tier: 'business', status: 'active' });
    expect(planEvents).toHaveLength(1);
  });

  it('ends in Stripe final state when a subscription update arrives before the completed checkout', async () => {
    const userId = 6104;
    // Bought pro, then asked to cancel at the period end; Stripe now holds the cancelled-at-end state.
    const cancelling = subscriptionFor(userId, { cancelAtPeriodEnd: true });
    harness.fake.subscriptions.set(`sub_user${userId}`, cancelling);

    expect(
      (await deliver(fakeEvent('evt_6104_upd', 'customer.subscription.updated', at(60), cancelling))).status,
    ).toBe(200);
    expect((await deliver(checkoutCompletedEvent('evt_6104_done', userId, at(0)))).status).toBe(200);

    const { subscription } = await billingStateOf(harness.knex, userId);
    expect(subscription).toMatchObject({ plan_tier: 'pro', status: 'active', cancel_at_period_end: true });
    expect(await processedEvents('evt_6104_done')).toBe(1);
  });

  it('stays on free when a late subscription update arrives after the deletion', async () => {
    const userId = 6105;
    const active = subscriptionFor(userId, { price: TEST_PRICES.business });
    harness.fake.subscriptions.set(`sub_user${userId}`, active);
    await deliver(checkoutCompletedEvent('evt_6105_done', userId, at(0)));

    const canceled = subscriptionFor(userId, { price: TEST_PRICES.business, status: 'canceled' });
    harness.fake.subscriptions.set(`sub_user${userId}`, canceled);
    expect(
      (await deliver(fakeEvent('evt_6105_del', 'customer.subscription.deleted', at(120), canceled))).status,
    ).toBe(200);
    const lateUpdate = fakeEvent('evt_6105_upd', 'customer.subscription.updated', at(60), {
      ...active,
      cancel_at_period_end: true,
    });
    expect((await deliver(lateUpdate)).status).toBe(200);

    const { subscription, planEvents } = await billingStateOf(harness.knex, userId);
    expect(subscription).toMatchObject({ plan_tier: 'free', status: 'canceled' });
    expect(planEvents.map((event: { plan: string }) => event.plan)).toEqual(['business', 'free']);
  });

  it('follows a renewal, a failed payment and a plan switch through the lifecycle', async () => {
    const userId = 6106;
    harness.fake.subscriptions.set(`sub_user${userId}`, subscriptionFor(userId));
    await deliver(checkoutCompletedEvent('evt_6106_done', userId, at(0)));

    // The renewal a year later: Stripe has moved the period on and sends invoice.paid.
    const nextEnd = new Date('2028-03-01T10:00:00.000Z');
    const renewed = subscriptionFor(userId, { periodStart: periodEnd, periodEnd: nextEnd });
    harness.fake.subscriptions.set(`sub_user${userId}`, renewed);
    const invoice = (id: string) => ({
      id,
      object: 'invoice',
      customer: `cus_user${userId}`,
      parent: { type: 'subscription_details', subscription_details: { subscription: `sub_user${userId}` } },
    });
    await deliver(fakeEvent('evt_6106_paid', 'invoice.paid', at(100), invoice('in_1')));
    expect((await billingStateOf(harness.knex, userId)).subscription).toMatchObject({
      status: 'active',
      current_period_end: nextEnd,
    });

    await deliver(fakeEvent('evt_6106_failed', 'invoice.payment_failed', at(200), invoice('in_2')));
    expect((await billingStateOf(harness.knex, userId)).subscription).toMatchObject({
      plan_tier: 'pro',
      status: 'past_due',
    });

    // Without metadata the user is found through the customer billing created for them.
    await harness.knex('stripe_customers').insert({ user_id: userId, customer_id: `cus_user${userId}` });
    const { metadata: _metadata, ...switched } = subscriptionFor(userId, {
      price: TEST_PRICES.business,
      periodStart: periodEnd,
      periodEnd: nextEnd,
    });
    await deliver(
      fakeEvent('evt_6106_switch', 'customer.subscription.updated', at(300), { ...switched, metadata: {} }),
    );

    const { subscription, planEvents } = await billingStateOf(harness.knex, userId);
    expect(subscription).toMatchObject({ plan_tier: 'business', status: 'active' });
    expect(
      planEvents.map((event: { plan: string; status: string }) => `${event.plan} ${event.status}`),
    ).toEqual(['pro active', 'pro active', 'pro past_due', 'business active']);
  });

  it('records a downgrade Stripe will apply at the period end as the scheduled plan, and announces it', async () => {
    const userId = 6107;
    harness.fake.subscriptions.set(
      `sub_user${userId}`,
      subscriptionFor(userId, { price: TEST_PRICES.business }),
    );
    await deliver(checkoutCompletedEvent('evt_6107_done', userId, at(0)));
    const provider = createStripeCheckoutProvider(stripeTestConfig(harness.fake), harness);
    await provider.scheduleDowngrade({ userId, stripeSubscriptionId: `sub_user${userId}` }, 'pro', periodEnd);

    const scheduled = harness.fake.subscriptions.get(`sub_user${userId}`)!;
    await deliver(fakeEvent('evt_6107_upd', 'customer.subscription.updated', at(60), scheduled));

    const { subscription, planEvents } = await billingStateOf(harness.knex, userId);
    expect(subscription).toMatchObject({ plan_tier: 'business', scheduled_plan: 'pro', status: 'active' });
    expect(planEvents.map((event: { plan: string; scheduledPlan: string | null }) => event)).toEqual([
      expect.objectContaining({ plan: 'business', scheduledPlan: null }),
      expect.objectContaining({ plan: 'business', status: 'active', scheduledPlan: 'pro' }),
    ]);
  });

  it('acknowledges an event type it does not handle, once, without changing a plan', async () => {
    const res = await deliver(
      fakeEvent('evt_other', 'customer.created', at(0), { id: 'cus_new', object: 'customer' }),
    );
    expect(res.status).toBe(200);
    expect(await processedEvents('evt_other')).toBe(1);
  });
});
