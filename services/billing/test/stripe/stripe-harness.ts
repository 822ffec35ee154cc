import { createDb, createLogger, createServiceApp, migrateSchema, type Logger } from '@groupmap/svc-kit';
import type { Express } from 'express';
import type { Knex } from 'knex';
import path from 'node:path';
import type Stripe from 'stripe';
import request from 'supertest';
import { SCHEMA } from '../../src/schema';
import { stripeWebhookRoutes } from '../../src/routes/stripe-webhook-routes';
import { createStripeClient } from '../../src/stripe';
import { testIdentityKeys } from '@groupmap/svc-kit/testing';
import { fakeEvent } from '../support/fake-stripe-objects';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe';

export const TEST_PRICES = { pro: 'price_pro_year', business: 'price_business_year' };
export const WEBHOOK_SECRET = 'whsec_test_secret';

/** The config a Stripe-configured billing service reads, pointed at the fake API. */
export const stripeTestConfig = (fake: FakeStripe) => ({
  STRIPE_SECRET_KEY: 'sk_test_groupmap',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_PRO: TEST_PRICES.pro,
  STRIPE_PRICE_BUSINESS: TEST_PRICES.business,
  STRIPE_API_BASE: fake.url,
});

export interface StripeHarness {
  knex: Knex;
  logger: Logger;
  fake: FakeStripe;
  stripe: Stripe;
  /** The service's pipeline with the webhook mounted as in app.ts (public, before identity). */
  app: Express;
  close(): Promise<void>;
}

/** Migrated billing schema, a fake Stripe API and the real SDK pointed at it. */
export async function startStripeHarness(): Promise<StripeHarness> {
  const logger = createLogger({ name: 'billing-stripe-test', level: 'silent' });
  const knex = createDb({ url: process.env.TEST_DATABASE_URL!, schema: SCHEMA, logger });
  await migrateSchema(knex, { schema: SCHEMA, directory: path.join(__dirname, '../../migrations') });
  const fake = await startFakeStripe();
  const stripe = createStripeClient({ secretKey: 'sk_test_groupmap', apiBase: new URL(fake.url) });
  const app = createServiceApp({
    service: 'billing',
    logger,
    identityPublicKey: testIdentityKeys.publicKey,
    checks: {},
    publicApi: [
      stripeWebhookRoutes({ knex, logger, stripe, webhookSecret: WEBHOOK_SECRET, prices: TEST_PRICES }),
    ],
  });
  return {
    knex,
    logger,
    fake,
    stripe,
    app,
    close: async () => {
      await fake.close();
      await knex.destroy();
    },
  };
}

/** An event's JSON body and the Stripe-Signature header Stripe would send with it. */
export function signedEvent(
  stripe: Stripe,
  event: ReturnType<typeof fakeEvent>,
  options: { timestamp?: number; secret?: string } = {},
): { body: string; signature: string } {
  const body = JSON.stringify(event, null, 2);
  const signature = stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp !== undefined && { timestamp: options.timestamp }),
  });
  return { body, signature };
}

/** Stripe's signed delivery of `event` to billing's webhook (signed as `signedEvent` signs it). */
export function deliverWebhook(
  harness: Pick<StripeHarness, 'app' | 'stripe'>,
  event: Stripe.Event,
  options: Parameters<typeof signedEvent>[2] = {},
) {
  const { body, signature } = signedEvent(harness.stripe, event, options);
  return request(harness.app)
    .post('/api/billing/webhook')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', signature)
    .send(body);
}

/**
 * The `checkout.session.completed` Stripe sends when `userId` has paid for `plan`: it names the
 * customer `cus_user<id>` and the subscription `sub_user<id>` (put that one in the fake's state).
 */
export const checkoutCompletedEvent = (eventId: string, userId: number, created: Date, plan = 'pro') =>
  fakeEvent(eventId, 'checkout.session.completed', created, {
    id: `cs_user${userId}`,
    object: 'checkout.session',
    mode: 'subscription',
    client_reference_id: String(userId),
    customer: `cus_user${userId}`,
    subscription: `sub_user${userId}`,
    metadata: { userId: String(userId), plan },
  });

/** What billing recorded and announced for a user: the subscription row and the plan events. */
export async function billingStateOf(knex: Knex, userId: number) {
  const subscription = await knex('subscriptions').where({ user_id: userId }).first();
  const planEvents = await knex('outbox')
    .where({ type: 'billing.plan.changed.v1', aggregate_id: String(userId) })
    .orderBy('sequence')
    .pluck('payload');
  return { subscription, planEvents };
}
