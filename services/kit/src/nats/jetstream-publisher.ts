import { eventSubject } from '@groupmap/contracts';
import { Events, type NatsConnection } from 'nats';
import { watchConnectionStatus } from './connection-status';
import { requestIdHeaders } from './nats-request-id';
import type { Publisher } from '../outbox/outbox-types';

/** How long to wait for JetStream to acknowledge a stored event before counting the attempt failed. */
const DEFAULT_PUBLISH_TIMEOUT_MS = 5_000;

export interface JetStreamPublisherOptions {
  nc: NatsConnection;
  /** EVENTS_PREFIX. */
  prefix: string;
  timeoutMs?: number;
}

/**
 * A {@link Publisher} storing each event as JSON in its producer's stream, with `msgID` = event id
 * so JetStream drops a re-publish within the stream's duplicate window, and the request id that
 * appended it, if any, in the `Groupmap-Request-Id` header. `close()` stops watching the connection
 * status.
 */
export function createJetStreamPublisher({
  nc,
  prefix,
  timeoutMs = DEFAULT_PUBLISH_TIMEOUT_MS,
}: JetStreamPublisherOptions): Publisher & { close(): void } {
  const js = nc.jetstream();
  let connected = true;
  const stopWatching = watchConnectionStatus(nc, (status) => {
    if (status.type === Events.Disconnect) connected = false;
    if (status.type === Events.Reconnect) connected = true;
  });

  return {
    async publish(event, requestId) {
      const ack = await js.publish(eventSubject(prefix, event.type), JSON.stringify(event), {
        msgID: event.id,
        timeout: timeoutMs,
        headers: requestIdHeaders(requestId),
      });
      return { duplicate: ack.duplicate };
    },
    isAvailable: () => connected && !nc.isClosed(),
    close: stopWatching,
  };
}
