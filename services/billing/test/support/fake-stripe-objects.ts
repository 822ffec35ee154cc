import type Stripe from 'stripe';

export interface FakeSubscriptionFields {
  id: string;
  customer: string;
  price: string;
  status?: Stripe.Subscription.Status;
  periodStart: Date;
  periodEnd: Date;
  cancelAtPeriodEnd?: boolean;
  userId?: number;
  schedule?: string | null;
  /**
   * The latest invoice, expanded with its payments as `expand: ['latest_invoice.payments']` answers
   * it: the one that created the subscription unless `billingReason` says otherwise.
   */
  latestInvoice?: { paymentIntent: string; paidAt: Date; billingReason?: string };
}

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * A subscription as Stripe's API returns it, with the fields the billing service reads (the period
 * lives on the item since API 2025-03-31). Cast: the real object has many more fields.
 */
export function fakeSubscription(fields: FakeSubscriptionFields): Stripe.Subscription {
  return {
    id: fields.id,
    object: 'subscription',
    customer: fields.customer,
    status: fields.status ?? 'active',
    cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
    schedule: fields.schedule ?? null,
    metadata: fields.userId === undefined ? {} : { userId: String(fields.userId) },
    latest_invoice: fields.latestInvoice ? fakeInvoice(fields.id, fields.latestInvoice) : null,
    items: {
      object: 'list',
      has_more: false,
      url: `/v1/subscription_items?subscription=${fields.id}`,
      data: [
        {
          id: `si_${fields.id}`,
          object: 'subscription_item',
          price: { id: fields.price, object: 'price' },
          quantity: 1,
          current_period_start: unix(fields.periodStart),
          current_period_end: unix(fields.periodEnd),
        },
      ],
    },
  } as unknown as Stripe.Subscription;
}

/** A Stripe event wrapping `object`, as the webhook receives it (JSON). */
export function fakeEvent(id: string, type: string, created: Date, object: object): Stripe.Event {
  return {
    id,
    object: 'event',
    api_version: '2025-10-29.clover',
    created: unix(created),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  } as unknown as Stripe.Event;
}

function fakeInvoice(subscription: string, invoice: NonNullable<FakeSubscriptionFields['latestInvoice']>) {
  return {
    id: `in_${subscription}`,
    object: 'invoice',
    status: 'paid',
    billing_reason: invoice.billingReason ?? 'subscription_create',
    status_transitions: { paid_at: unix(invoice.paidAt) },
    payments: {
      object: 'list',
      has_more: false,
      data: [
        {
          object: 'invoice_payment',
          status: 'paid',
          payment: { type: 'payment_intent', payment_intent: invoice.paymentIntent },
        },
      ],
    },
  };
}
