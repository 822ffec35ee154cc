import {
  parseEventEnvelope,
  type AnyEventEnvelope,
  type EventType,
  type ProducerService,
} from '@groupmap/contracts';
import { DeliverPolicy, type NatsConnection } from 'nats';
import type { Logger } from 'pino';
import { runWithRequestId } from '../logging/request-id-context';
import { consumerFilterSubject } from './consumer-filter';
import { ensureStreamExists } from '../nats/ensure-stream';
import { requestIdFromHeaders } from '../nats/nats-request-id';
import type { SubscribedEvent } from './subscribed-event';

export interface BroadcastOptions<T extends EventType> {
  nc: NatsConnection;
  /** EVENTS_PREFIX. */
  prefix: string;
  /** The producing service whose stream is followed. */
  stream: ProducerService;
  filterSubjects: readonly T[];
  logger: Logger;
  /** Called for every event in stream order; a throw is logged and the event is not retried. */
  handle: (event: SubscribedEvent<T>) => void | Promise<void>;
}

/**
 * Follows a producer's stream in this process only: every replica that subscribes sees every event
 * published from now on (realtime fans map events out to its own sockets). It uses a JetStream
 * ordered consumer: ephemeral, no acks, no durable state, and after a reconnect it resumes exactly
 * where it stopped, so a short outage loses nothing. A re-published event can arrive twice when its
 * first copy fell out of the stream's duplicate window; handlers compare `sequence` if that matters.
 * Each handler runs in the scope of the request that appended its event (`currentRequestId()`, and
 * `reqId` on log lines); a job's event has none.
 */
export async function subscribeBroadcast<T extends EventType>(
  options: BroadcastOptions<T>,
): Promise<{ stop(): Promise<void> }> {
  const { nc, prefix, stream, filterSubjects, handle } = options;
  const logger = options.logger.child({ component: 'broadcast', stream });
  const types = new Set<EventType>(filterSubjects);
  const filter = consumerFilterSubject(prefix, stream, filterSubjects);

  const name = await ensureStreamExists(nc, { prefix, service: stream });
  const consumer = await nc.jetstream().consumers.get(name, {
    filterSubjects: filter,
    deliver_policy: DeliverPolicy.New,
  });
  // nats.js retries creating the first ordered consumer 30 times, 30 s apart; a refusal (NATS
  // permissions) or failure then would hang the start-up for 15 minutes. Fail at once instead, with
  // the server's reason; once created, re-creations after an outage still retry for ever.
  (consumer as { maxInitialReset?: number }).maxInitialReset = 0;
  const messages = await consumer.consume();

  let stopping = false;
  const done = (async () => {
    for await (const message of messages) {
      let event: AnyEventEnvelope;
      try {
        event = parseEventEnvelope(message.json());
      } catch (error) {
        logger.error({ subject: message.subject, err: error }, 'invalid event ignored');
        continue;
      }
      if (!types.has(event.type)) continue;
      const handled = event as SubscribedEvent<T>;
      await runWithRequestId(requestIdFromHeaders(message.headers), async () => {
        try {
          await handle(handled);
        } catch (error) {
          logger.error({ eventId: handled.id, type: handled.type, err: error }, 'broadcast handler failed');
        }
      });
    }
    if (!stopping) logger.error('broadcast subscription stopped receiving events');
  })();

  return {
    async stop() {
      stopping = true;
      await messages.close();
      await done;
    },
  };
}
