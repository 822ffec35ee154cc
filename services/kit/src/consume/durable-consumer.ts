import type { EventType, ProducerService } from '@groupmap/contracts';
import type { Knex } from 'knex';
import { nanos, type JsMsg, type NatsConnection } from 'nats';
import type { Logger } from 'pino';
import { consumerFilterSubject } from './consumer-filter';
import { ensureDurableConsumer } from './ensure-durable-consumer';
import { DEFAULT_STREAM_MAX_AGE_MS, ensureStreamExists } from '../nats/ensure-stream';
import { handleDelivery, type Delivery, type DeliveryDeps } from './handle-delivery';
import { requestIdFromHeaders } from '../nats/nats-request-id';
import { recordProcessedEvent } from './processed-events';
import { pruneProcessedEvents, PRUNE_INTERVAL_MS } from '../outbox/prune';
import { exponentialBackoff, type Backoff } from './retry-backoff';
import type { SubscribedEvent } from './subscribed-event';

const DEFAULT_ACK_WAIT_MS = 30_000;
/** Never give up by default: a handler failing because Postgres is down must not lose events. */
const DEFAULT_MAX_DELIVER = -1;
const DEFAULT_RETRY_DELAY = exponentialBackoff({ baseMs: 1_000, maxMs: 60_000 });
/** Messages pulled ahead per replica; they are handled one at a time. */
const PULL_BATCH = 16;
/** A week beyond the stream's retention: no copy of a pruned event id can be delivered any more. */
const DEFAULT_PROCESSED_RETENTION_MS = DEFAULT_STREAM_MAX_AGE_MS + 7 * 24 * 60 * 60_000;

export interface DurableConsumerOptions<T extends EventType> {
  nc: NatsConnection;
  knex: Knex;
  /** EVENTS_PREFIX. */
  prefix: string;
  /** The producing service whose stream is consumed. */
  stream: ProducerService;
  /** One name per consuming service (e.g. `maps-plans`); its replicas share the consumer. */
  durableName: string;
  filterSubjects: readonly T[];
  logger: Logger;
  /** The consuming service's schema, holding its `processed_events` table. */
  schema: string;
  /** Applies the event's effect inside `trx`; throwing rolls it back and the event is redelivered. */
  handle: (event: SubscribedEvent<T>, trx: Knex.Transaction) => Promise<void>;
  /** Deliveries after which a failing event is dropped (logged at error); unlimited by default. */
  maxDeliver?: number;
  /** How long a delivery may stay unacknowledged before JetStream redelivers it. */
  ackWaitMs?: number;
  /** Delay before redelivering an event whose handler failed, by delivery count. */
  retryDelay?: Backoff;
  /** How long processed-event records are kept before they are pruned (hourly). */
  processedRetentionMs?: number;
}

function toDelivery(message: JsMsg): Delivery {
  return {
    subject: message.subject,
    deliveryCount: message.info.deliveryCount,
    requestId: requestIdFromHeaders(message.headers),
    text: () => message.string(),
    ack: () => message.ack(),
    nak: (delayMs) => message.nak(delayMs),
    term: () => message.term(),
  };
}

/**
 * Starts the durable pull consumer of a consuming service on a producer's stream: replicas share it
 * (each event goes to one of them), every event is handled exactly once in effect through the
 * `processed_events` inbox, and acknowledged only after its transaction commits. Creates the stream
 * when the producer has not yet, and the consumer, or updates its settings. Events are handled one
 * at a time per replica; across replicas and redeliveries order is not guaranteed, so handlers
 * compare `sequence` where order matters. Old processed-event records are pruned hourly.
 */
export async function startDurableConsumer<T extends EventType>(
  options: DurableConsumerOptions<T>,
): Promise<{ stop(): Promise<void> }> {
  const { nc, knex, prefix, stream, durableName, filterSubjects, schema } = options;
  const logger = options.logger.child({ component: 'durable-consumer', consumer: durableName });
  const settings = {
    filter_subject: consumerFilterSubject(prefix, stream, filterSubjects),
    ack_wait: nanos(options.ackWaitMs ?? DEFAULT_ACK_WAIT_MS),
    max_deliver: options.maxDeliver ?? DEFAULT_MAX_DELIVER,
  };

  const name = await ensureStreamExists(nc, { prefix, service: stream });
  await ensureDurableConsumer(nc, name, durableName, settings);

  const deps: DeliveryDeps<T, Knex.Transaction> = {
    types: new Set<EventType>(filterSubjects),
    runOnce: (eventId, apply) =>
      knex.transaction(async (trx) => {
        if (!(await recordProcessedEvent(trx, schema, durableName, eventId))) return false;
        await apply(trx);
        return true;
      }),
    handle: options.handle,
    logger,
    retryDelay: options.retryDelay ?? DEFAULT_RETRY_DELAY,
    maxDeliver: settings.max_deliver,
  };

  const consumer = await nc.jetstream().consumers.get(name, durableName);
  const messages = await consumer.consume({ max_messages: PULL_BATCH });
  let stopping = false;
  const done = (async () => {
    for await (const message of messages) {
      try {
        await handleDelivery(toDelivery(message), deps);
      } catch (error) {
        // Only acking itself can throw here (connection closed); the event will be redelivered.
        logger.error({ err: error, subject: message.subject }, 'could not settle event');
      }
    }
    if (!stopping) logger.error('durable consumer stopped receiving events');
  })();
  logger.info({ stream: name, filter: settings.filter_subject }, 'durable consumer started');

  const retentionMs = options.processedRetentionMs ?? DEFAULT_PROCESSED_RETENTION_MS;
  const prune = () =>
    pruneProcessedEvents(knex, schema, durableName, retentionMs).catch((error: unknown) =>
      logger.warn({ err: error }, 'could not prune processed events'),
    );
  void prune();
  const pruneTimer = setInterval(() => void prune(), PRUNE_INTERVAL_MS).unref();

  return {
    async stop() {
      stopping = true;
      clearInterval(pruneTimer);
      await messages.close();
      await done;
    },
  };
}
