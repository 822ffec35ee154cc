import { parseEventEnvelope, type AnyEventEnvelope, type EventType } from '@groupmap/contracts';
import type { Logger } from 'pino';
import { runWithRequestId } from '../logging/request-id-context';
import type { Backoff } from './retry-backoff';
import type { SubscribedEvent } from './subscribed-event';

/** One delivery of a durable consumer, reduced to what handling it needs (a JsMsg in production). */
export interface Delivery {
  subject: string;
  /** 1 on the first delivery. */
  deliveryCount: number;
  /** The `Groupmap-Request-Id` header: the request that appended the event; absent for a job's. */
  requestId?: string;
  text(): string;
  ack(): void;
  nak(delayMs: number): void;
  term(): void;
}

export interface DeliveryDeps<T extends EventType, Tx> {
  types: ReadonlySet<EventType>;
  /**
   * Runs `apply` in one transaction that also records the event id as processed by this consumer,
   * and resolves after the commit; resolves false without running `apply` when it was recorded before.
   */
  runOnce(eventId: string, apply: (trx: Tx) => Promise<void>): Promise<boolean>;
  handle(event: SubscribedEvent<T>, trx: Tx): Promise<void>;
  logger: Pick<Logger, 'debug' | 'warn' | 'error'>;
  /** Delay before a failed event is redelivered, by its delivery count. */
  retryDelay: Backoff;
  /** Deliveries after which a failing event is given up; -1 for never. */
  maxDeliver: number;
}

/** What became of a delivery: `duplicate` was already processed, `ignored` is a type not handled here. */
export type DeliveryOutcome = 'applied' | 'duplicate' | 'ignored' | 'invalid' | 'retrying' | 'given-up';

function parse(delivery: Delivery): AnyEventEnvelope {
  return parseEventEnvelope(JSON.parse(delivery.text()));
}

/**
 * Handles one delivery of a durable consumer exactly once in effect: an event that does not match its
 * contract is terminated (redelivering it cannot help); a known event runs its handler in a
 * transaction that also records it as processed, and is acknowledged only after that commit, so a
 * crash before the ack means a redelivery that finds the record and is skipped. A failing handler's
 * transaction rolls back and the event is redelivered after a delay, until `maxDeliver`.
 *
 * All of it runs in the scope of the request that appended the event, so the handler's and this
 * function's log lines carry its `reqId`, and the events the handler appends carry it on. An event
 * without one (a job's) runs in a scope without any, never in one left over from elsewhere.
 */
export function handleDelivery<T extends EventType, Tx>(
  delivery: Delivery,
  deps: DeliveryDeps<T, Tx>,
): Promise<DeliveryOutcome> {
  return runWithRequestId(delivery.requestId, () => settleDelivery(delivery, deps));
}

async function settleDelivery<T extends EventType, Tx>(
  delivery: Delivery,
  deps: DeliveryDeps<T, Tx>,
): Promise<DeliveryOutcome> {
  const { logger } = deps;
  let event: AnyEventEnvelope;
  try {
    event = parse(delivery);
  } catch (error) {
    delivery.term();
    logger.error({ subject: delivery.subject, err: error }, 'invalid event terminated');
    return 'invalid';
  }

  const context = { eventId: event.id, type: event.type, deliveryCount: delivery.deliveryCount };
  if (!deps.types.has(event.type)) {
    delivery.ack();
    return 'ignored';
  }

  let applied: boolean;
  try {
    applied = await deps.runOnce(event.id, (trx) => deps.handle(event as SubscribedEvent<T>, trx));
  } catch (error) {
    if (deps.maxDeliver > 0 && delivery.deliveryCount >= deps.maxDeliver) {
      delivery.term();
      logger.error({ ...context, err: error }, 'event handler failed on its last delivery; event dropped');
      return 'given-up';
    }
    const delayMs = deps.retryDelay(delivery.deliveryCount);
    delivery.nak(delayMs);
    logger.warn({ ...context, delayMs, err: error }, 'event handler failed; redelivering later');
    return 'retrying';
  }

  delivery.ack();
  if (!applied) logger.debug(context, 'event already processed; skipped');
  return applied ? 'applied' : 'duplicate';
}
