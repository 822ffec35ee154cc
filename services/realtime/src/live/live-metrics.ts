import { Counter, Gauge, metricsRegistry } from '@groupmap/svc-kit';

export const LIVE_SOCKETS_METRIC = 'realtime_live_sockets';
export const MESSAGES_SENT_METRIC = 'realtime_messages_sent_total';

/**
 * The sockets this replica holds on maps' live channels (joined: past the access check), on the
 * service's `/metrics`. With the gateway's upgrade counts it shows how viewers spread over replicas.
 */
const liveSockets = new Gauge({
  name: LIVE_SOCKETS_METRIC,
  help: 'Open live-channel sockets joined to a map on this replica',
  registers: [metricsRegistry],
});

/** Every message written to a socket: greetings, changes, catch-up and presence (heartbeat pings are not). */
const messagesSent = new Counter({
  name: MESSAGES_SENT_METRIC,
  help: 'Messages sent to live-channel sockets by this replica',
  registers: [metricsRegistry],
});

export const countSocketOpened = (): void => liveSockets.inc();
export const countSocketClosed = (): void => liveSockets.dec();
/** Counted once per turn, not per socket: a fan-out to many sockets costs one counter update. */
export const countMessagesSent = (count: number): void => {
  if (count > 0) messagesSent.inc(count);
};
