import { messages } from '@groupmap/contracts';
import { httpError, type Logger } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import type { CheckoutProvider, CheckoutRequest } from '../checkout/checkout-provider';
import {
  stripeCancelNow,
  stripeForgetCustomer,
  stripeNewSubscriptionPayment,
  stripeRefund,
} from './stripe-account-closure';
import { ensureStripeCustomer } from './stripe-customers';
import { scheduleStripeDowngrade } from './schedule-stripe-downgrade';
import type { StripeSettings } from './stripe-settings';

export interface StripeCheckoutDeps {
  stripe: Stripe;
  knex: Knex;
  logger: Logger;
  prices: StripeSettings['prices'];
}

/**
 * Stripe Checkout as the billing core's checkout provider. The plan changes only when Stripe's
 * signed webhook confirms the payment (stripe-webhook-router.ts), never here.
 */
export function stripeCheckoutProvider({
  stripe,
  knex,
  logger,
  prices,
}: StripeCheckoutDeps): CheckoutProvider {
  return {
    kind: 'stripe',

    async startCheckout(request: CheckoutRequest) {
      const customer = await ensureStripeCustomer(stripe, knex, request);
      const promotionCode = request.discount
        ? await activePromotionCode(stripe, request.discount.code)
        : null;
      // A fresh id per call: the SDK's own retries of this call reuse the key, a new click does not.
      const idempotencyKey = `checkout-${request.userId}-${request.plan}-${randomUUID()}`;
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer,
          client_reference_id: String(request.userId),
          line_items: [{ price: prices[request.plan], quantity: 1 }],
          ...(promotionCode && { discounts: [{ promotion_code: promotionCode }] }),
          metadata: { userId: String(request.userId), plan: request.plan },
          subscription_data: { metadata: { userId: String(request.userId) } },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe checkout session ${session.id} has no url`);
      logger.info(
        { userId: request.userId, plan: request.plan, session: session.id },
        'stripe checkout started',
      );
      return { url: session.url };
    },

    async cancelAtPeriodEnd({ stripeSubscriptionId }) {
      await stripe.subscriptions.update(requireSubscription(stripeSubscriptionId), {
        cancel_at_period_end: true,
      });
    },

    async scheduleDowngrade({ stripeSubscriptionId }, plan, at) {
      await scheduleStripeDowngrade(stripe, requireSubscription(stripeSubscriptionId), prices[plan], at);
    },

    // A plan an operator granted (`npm run plan:set`) has no Stripe subscription: nothing was paid
    // there and nothing renews there.
    newSubscriptionPayment: async ({ stripeSubscriptionId }) =>
      stripeSubscriptionId ? stripeNewSubscriptionPayment(stripe, stripeSubscriptionId) : null,

    cancelNow: async ({ stripeSubscriptionId }, options) => {
      if (stripeSubscriptionId) await stripeCancelNow(stripe, stripeSubscriptionId, options);
    },

    refundPayment: (payment, options) => stripeRefund(stripe, payment, options),

    forgetCustomer: (userId, options) => stripeForgetCustomer(stripe, knex, userId, options),
  };
}

/** The id of the active Stripe promotion code customers type as `code`; an unknown one is refused. */
async function activePromotionCode(stripe: Stripe, code: string): Promise<string> {
  const found = await stripe.promotionCodes.list({ code, active: true, limit: 1 });
  const promotionCode = found.data[0];
  if (!promotionCode) throw httpError('invalid_discount_code', messages.invalidDiscountCode);
  return promotionCode.id;
}

function requireSubscription(id: string | null): string {
  // The core only asks to cancel or downgrade a paid plan, which Stripe sold, so it has an id.
  if (!id) throw new Error('a Stripe subscription change needs the Stripe subscription id');
  return id;
}
