import type { Logger } from '@groupmap/svc-kit';
import type Stripe from 'stripe';
import { applySubscriptionChange } from '../domain/subscription-change';
import { stripeEventChange, type StripeEventDeps } from './stripe-event-change';

export interface ProcessStripeEventDeps extends StripeEventDeps {
  logger: Logger;
}

/**
 * Applies a verified Stripe event exactly once. Its id is recorded in processed_webhook_events in
 * the same transaction as its effect: a concurrent duplicate waits on the primary key, then finds
 * it taken and changes nothing; a failed attempt rolls both back, so Stripe's retry applies it.
 * Returns whether this delivery was the one that processed it.
 */
export async function processStripeEvent(
  deps: ProcessStripeEventDeps,
  event: Stripe.Event,
): Promise<boolean> {
  // Resolved before the transaction: Stripe calls must not hold a database connection open.
  const change = await stripeEventChange(deps, event);
  return deps.knex.transaction(async (trx) => {
    const inserted = await trx('processed_webhook_events')
      .insert({ event_id: event.id, type: event.type })
      .onConflict('event_id')
      .ignore()
      .returning('event_id');
    if (inserted.length === 0) {
      deps.logger.info({ eventId: event.id, type: event.type }, 'stripe event already processed');
      return false;
    }
    if (change) await applySubscriptionChange(trx, change);
    deps.logger.info(
      { eventId: event.id, type: event.type, applied: change !== null },
      'stripe event processed',
    );
    return true;
  });
}
