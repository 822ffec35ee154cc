import { fakeSubscription } from '../../test/support/fake-stripe-objects';
import { stripeSubscriptionChange } from './stripe-subscription-change';

const prices = { pro: 'price_pro_year', business: 'price_business_year' };
const periodStart = new Date('2026-01-10T12:00:00.000Z');
const periodEnd = new Date('2027-01-10T12:00:00.000Z');
const occurredAt = new Date('2026-01-10T12:00:05.000Z');

const subscription = (overrides: Partial<Parameters<typeof fakeSubscription>[0]> = {}) =>
  fakeSubscription({
    id: 'sub_1',
    customer: 'cus_1',
    price: prices.pro,
    periodStart,
    periodEnd,
    ...overrides,
  });

describe('stripeSubscriptionChange', () => {
  it('makes an active subscription to the pro price the pro plan with its period, from Stripe', () => {
    expect(
      stripeSubscriptionChange(
        { subscription: subscription(), userId: 7, occurredAt, scheduledPrice: null },
        prices,
      ),
    ).toEqual({
      userId: 7,
      plan: 'pro',
      status: 'active',
      currentPeriodStart: periodStart,
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: false,
      scheduledPlan: null,
      stripeSubscriptionId: 'sub_1',
      source: 'stripe',
      occurredAt,
    });
  });

  it('keeps the paid plan of a past-due subscription and carries a cancellation at the period end', () => {
    const change = stripeSubscriptionChange(
      {
        subscription: subscription({ price: prices.business, status: 'past_due', cancelAtPeriodEnd: true }),
        userId: 7,
        occurredAt,
        scheduledPrice: null,
      },
      prices,
    );
    expect(change).toMatchObject({ plan: 'business', status: 'past_due', cancelAtPeriodEnd: true });
  });

  it('makes a canceled subscription the free plan', () => {
    const change = stripeSubscriptionChange(
      { subscription: subscription({ status: 'canceled' }), userId: 7, occurredAt, scheduledPrice: null },
      prices,
    );
    expect(change).toMatchObject({ plan: 'free', status: 'canceled', scheduledPlan: null });
  });

  it('reports a scheduled switch to another of our prices as the scheduled plan', () => {
    const change = stripeSubscriptionChange(
      {
        subscription: subscription({ price: prices.business }),
        userId: 7,
        occurredAt,
        scheduledPrice: prices.pro,
      },
      prices,
    );
    expect(change).toMatchObject({ plan: 'business', scheduledPlan: 'pro' });
  });

  it('changes nothing for a subscription still awaiting its first payment', () => {
    const change = stripeSubscriptionChange(
      { subscription: subscription({ status: 'incomplete' }), userId: 7, occurredAt, scheduledPrice: null },
      prices,
    );
    expect(change).toBeNull();
  });

  it('changes nothing for a subscription to a price that is not one of the plans', () => {
    const change = stripeSubscriptionChange(
      { subscription: subscription({ price: 'price_other' }), userId: 7, occurredAt, scheduledPrice: null },
      prices,
    );
    expect(change).toBeNull();
  });
});
