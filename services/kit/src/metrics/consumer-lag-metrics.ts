import type { NatsConnection, JetStreamManager } from 'nats';
import type { Logger } from 'pino';
import { withTimeout } from '../health/with-timeout';
import { Gauge, metricsRegistry, unregisterMetric, type Registry } from './metrics-registry';

export const CONSUMER_PENDING_METRIC = 'nats_consumer_pending_messages';

/** JetStream answers INFO in about a millisecond; a scrape does not wait on a NATS that is away. */
const DEFAULT_TIMEOUT_MS = 1_000;

/** A durable consumer to report: its stream's full name (with the events prefix) and durable name. */
export interface WatchedConsumer {
  stream: string;
  name: string;
}

export interface ConsumerLagOptions {
  nc: NatsConnection;
  consumers: readonly WatchedConsumer[];
  logger: Logger;
  registry?: Registry;
  timeoutMs?: number;
}

/**
 * Registers `nats_consumer_pending_messages{stream,consumer}`: each durable consumer's `num_pending`
 * (events in its stream it has not been delivered yet), asked of JetStream at scrape time with
 * CONSUMER.INFO, which the service's NATS permissions already allow for its own consumers. A lag
 * that grows means the service's handlers fall behind or are failing. A consumer whose INFO fails or
 * times out is left out of that scrape. Registering again replaces the earlier gauge.
 */
export function registerConsumerLagMetrics({
  nc,
  consumers,
  logger,
  registry = metricsRegistry,
  timeoutMs = DEFAULT_TIMEOUT_MS,
}: ConsumerLagOptions): void {
  // No `$JS.API.INFO` account check: the service's permissions name only its consumers' calls.
  let jsm: Promise<JetStreamManager> | undefined;
  const manager = () =>
    (jsm ??= nc.jetstreamManager({ checkAPI: false, timeout: timeoutMs }).catch((error: unknown) => {
      jsm = undefined;
      throw error;
    }));

  const pendingOf = async ({ stream, name }: WatchedConsumer): Promise<number | null> => {
    try {
      const info = await withTimeout(
        manager().then((m) => m.consumers.info(stream, name)),
        timeoutMs,
        `consumer ${name} info`,
      );
      return info.num_pending;
    } catch (error) {
      logger.debug({ err: error, stream, consumer: name }, 'consumer lag not collected');
      return null;
    }
  };

  unregisterMetric(registry, CONSUMER_PENDING_METRIC);
  new Gauge({
    name: CONSUMER_PENDING_METRIC,
    help: "Messages in the stream not yet delivered to the durable consumer (JetStream's num_pending), read at scrape time",
    labelNames: ['stream', 'consumer'],
    registers: [registry],
    async collect() {
      const pending = await Promise.all(consumers.map(pendingOf));
      this.reset();
      consumers.forEach(({ stream, name }, index) => {
        const value = pending[index];
        if (value !== null && value !== undefined) this.set({ stream, consumer: name }, value);
      });
    },
  });
}
