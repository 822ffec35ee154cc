import type { RequestHandler } from 'express';
import { createStripeClient, stripeSettings, type StripeConfigKeys, type StripeDeps } from '../stripe';
import { messages } from '@groupmap/contracts';
import { httpError, type Logger } from '@groupmap/svc-kit';
import express, { Router } from 'express';
import type { Knex } from 'knex';
import type Stripe from 'stripe';
import { processStripeEvent } from '../stripe/process-stripe-event';
import type { StripeSettings } from '../stripe/stripe-settings';

export interface StripeWebhookDeps {
  knex: Knex;
  logger: Logger;
  stripe: Stripe;
  webhookSecret: string;
  prices: StripeSettings['prices'];
}

/** Stripe's own default: a signature older than five minutes is a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Stripe's event payloads are a few kilobytes; anything far larger is not Stripe. */
const WEBHOOK_BODY_LIMIT = '512kb';

/**
 * `POST /api/billing/webhook` (mount under `/api` before the JSON parser and the identity check:
 * Stripe is no user, its signature is the authentication). The signature covers the exact bytes
 * Stripe sent, so the body is read raw; a bad or stale signature, or a body re-serialised on the way,
 * answers 400 `invalid_webhook_signature` and changes nothing. A verified event answers 200 once
 * stored, also when it had been processed before, so Stripe stops redelivering it.
 */
export function stripeWebhookRoutes(deps: StripeWebhookDeps): Router {
  const router = Router();
  router.post(
    '/billing/webhook',
    express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }),
    async (req, res) => {
      const event = verifiedEvent(deps, req.body, req.get('stripe-signature'));
      await processStripeEvent(deps, event);
      res.json({ received: true });
    },
  );
  return router;
}

function verifiedEvent(deps: StripeWebhookDeps, body: unknown, signature: string | undefined): Stripe.Event {
  if (!Buffer.isBuffer(body) || !signature) throw invalidSignature();
  try {
    return deps.stripe.webhooks.constructEvent(
      body,
      signature,
      deps.webhookSecret,
      WEBHOOK_TOLERANCE_SECONDS,
    );
  } catch {
    throw invalidSignature();
  }
}

const invalidSignature = () => httpError('invalid_webhook_signature', messages.invalidWebhookSignature);

/**
 * The routers to mount as the app's `publicApi` (before identity and the JSON parser): the Stripe
 * webhook. Throws unless Stripe is fully configured.
 */
export function configuredStripeWebhookRoutes(config: StripeConfigKeys, deps: StripeDeps): RequestHandler[] {
  const settings = stripeSettings(config);
  return [
    stripeWebhookRoutes({
      ...deps,
      stripe: createStripeClient(settings),
      webhookSecret: settings.webhookSecret,
      prices: settings.prices,
    }),
  ];
}
