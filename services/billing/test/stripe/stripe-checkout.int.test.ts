import { configuredStripeWebhookRoutes } from '../../src/routes/stripe-webhook-routes';
import { createStripeCheckoutProvider } from '../../src/stripe';
import type { CheckoutProvider, CheckoutRequest } from '../../src/checkout/checkout-provider';
import { fakeSubscription } from '../support/fake-stripe-objects';
import { startStripeHarness, stripeTestConfig, TEST_PRICES, type StripeHarness } from './stripe-harness';

let harness: StripeHarness;
let provider: CheckoutProvider;

beforeAll(async () => {
  harness = await startStripeHarness();
  provider = createStripeCheckoutProvider(stripeTestConfig(harness.fake), harness);
  harness.fake.promotionCodes.push({ id: 'promo_fake_launch', code: 'LAUNCH20' });
});

afterAll(() => harness.close());

const checkoutRequest = (userId: number, overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  userId,
  email: `user${userId}@example.com`,
  username: `user${userId}`,
  plan: 'pro',
  amountGbp: 100,
  discount: null,
  successUrl: 'http://localhost:8080/subscription?checkout=success',
  cancelUrl: 'http://localhost:8080/subscription?checkout=cancel',
  ...overrides,
});

describe('Stripe checkout', () => {
  it('refuses to be made without all of the secret key, webhook secret and both prices, never falling back', () => {
    const { STRIPE_PRICE_BUSINESS: _missing, ...partial } = stripeTestConfig(harness.fake);
    expect(() => createStripeCheckoutProvider(partial, harness)).toThrow(/not fully configured/);
    expect(() => configuredStripeWebhookRoutes(partial, harness)).toThrow(/not fully configured/);
    expect(provider.kind).toBe('stripe');
  });

  it('answers the Stripe Checkout url, creates the customer once across two checkouts and keys every create', async () => {
    const userId = 5101;
    const first = await provider.startCheckout(checkoutRequest(userId));
    const second = await provider.startCheckout(checkoutRequest(userId, { plan: 'business' }));

    expect(first.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_/);
    expect(second.url).not.toBe(first.url);
    const customers = harness.fake.requestsTo('POST', '/v1/customers');
    expect(customers).toHaveLength(1);
    expect(customers[0]!.params).toMatchObject({ email: 'user5101@example.com', name: 'user5101' });
    const customerId = (await harness.knex('stripe_customers').where({ user_id: userId }).first())
      .customer_id;

    const sessions = harness.fake
      .requestsTo('POST', '/v1/checkout/sessions')
      .filter((request) => request.params.client_reference_id === String(userId));
    expect(sessions.map((session) => session.params)).toEqual([
      expect.objectContaining({
        mode: 'subscription',
        customer: customerId,
        line_items: [{ price: TEST_PRICES.pro, quantity: '1' }],
        success_url: 'http://localhost:8080/subscription?checkout=success',
        cancel_url: 'http://localhost:8080/subscription?checkout=cancel',
        subscription_data: { metadata: { userId: '5101' } },
      }),
      expect.objectContaining({
        customer: customerId,
        line_items: [{ price: TEST_PRICES.business, quantity: '1' }],
      }),
    ]);
    for (const create of [...customers, ...sessions])
      expect(create.idempotencyKey).toEqual(expect.any(String));
    expect(customers[0]!.idempotencyKey).toContain('5101');
    expect(sessions[0]!.idempotencyKey).toMatch(/5101-pro-/);
    expect(sessions[1]!.idempotencyKey).toMatch(/5101-business-/);
  });

  it('gets one customer for a user whose first two checkouts race each other', async () => {
    const userId = 5102;
    await Promise.all([
      provider.startCheckout(checkoutRequest(userId)),
      provider.startCheckout(checkoutRequest(userId)),
    ]);
    const created = harness.fake
      .requestsTo('POST', '/v1/customers')
      .filter((request) => request.params.email === 'user5102@example.com');
    const customerIds = harness.fake
      .requestsTo('POST', '/v1/checkout/sessions')
      .filter((request) => request.params.client_reference_id === String(userId))
      .map((request) => request.params.customer);
    expect(new Set(created.map((request) => request.idempotencyKey)).size).toBe(1);
    expect(new Set(customerIds).size).toBe(1);
    expect(await harness.knex('stripe_customers').where({ user_id: userId })).toHaveLength(1);
  });

  it('looks the discount code up as an active promotion code and applies it to the session', async () => {
    const userId = 5103;
    await provider.startCheckout(checkoutRequest(userId, { discount: { code: 'LAUNCH20', percentOff: 20 } }));
    const lookup = harness.fake.requestsTo('GET', '/v1/promotion_codes').at(-1)!;
    expect(lookup.params).toMatchObject({ code: 'LAUNCH20', active: 'true' });
    const session = harness.fake.requestsTo('POST', '/v1/checkout/sessions').at(-1)!;
    expect(session.params).toMatchObject({
      client_reference_id: '5103',
      discounts: [{ promotion_code: 'promo_fake_launch' }],
    });
  });

  it('refuses a code Stripe does not know with the invalid discount code error and opens no checkout', async () => {
    const sessionsBefore = harness.fake.requestsTo('POST', '/v1/checkout/sessions').length;
    await expect(
      provider.startCheckout(checkoutRequest(5104, { discount: { code: 'NOPE', percentOff: 50 } })),
    ).rejects.toMatchObject({ status: 400, code: 'invalid_discount_code', message: 'Invalid discount code' });
    expect(harness.fake.requestsTo('POST', '/v1/checkout/sessions')).toHaveLength(sessionsBefore);
  });

  it('cancels a subscription at its period end in Stripe', async () => {
    harness.fake.subscriptions.set(
      'sub_cancel',
      fakeSubscription({
        id: 'sub_cancel',
        customer: 'cus_x',
        price: TEST_PRICES.pro,
        periodStart: new Date('2026-01-01T00:00:00Z'),
        periodEnd: new Date('2027-01-01T00:00:00Z'),
      }),
    );
    await provider.cancelAtPeriodEnd({ userId: 5105, stripeSubscriptionId: 'sub_cancel' });
    expect(harness.fake.requestsTo('POST', '/v1/subscriptions/sub_cancel').at(-1)!.params).toEqual({
      cancel_at_period_end: 'true',
    });
    expect(harness.fake.subscriptions.get('sub_cancel')!.cancel_at_period_end).toBe(true);
  });

  it('schedules a switch to the pro price at the period end, without proration', async () => {
    const periodStart = new Date('2026-01-01T00:00:00Z');
    const periodEnd = new Date('2027-01-01T00:00:00Z');
    harness.fake.subscriptions.set(
      'sub_down',
      fakeSubscription({
        id: 'sub_down',
        customer: 'cus_y',
        price: TEST_PRICES.business,
        periodStart,
        periodEnd,
      }),
    );
    await provider.scheduleDowngrade({ userId: 5106, stripeSubscriptionId: 'sub_down' }, 'pro', periodEnd);

    const create = harness.fake
      .requestsTo('POST', '/v1/subscription_schedules')
      .find((request) => request.path === '/v1/subscription_schedules')!;
    expect(create.params).toEqual({ from_subscription: 'sub_down' });
    expect(create.idempotencyKey).toEqual(expect.any(String));
    const update = harness.fake.requestsTo('POST', '/v1/subscription_schedules/').at(-1)!;
    const end = String(periodEnd.getTime() / 1000);
    expect(update.params).toEqual({
      end_behavior: 'release',
      phases: [
        {
          items: [{ price: TEST_PRICES.business, quantity: '1' }],
          start_date: String(periodStart.getTime() / 1000),
          end_date: end,
        },
        { items: [{ price: TEST_PRICES.pro, quantity: '1' }], start_date: end, proration_behavior: 'none' },
      ],
    });
  });
});
