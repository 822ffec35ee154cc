import { randomUUID } from 'node:crypto';
import {
  BUS_ACCESS,
  EVENT_TYPES,
  eventSubject,
  PRODUCER_SERVICES,
  producerOf,
  streamName,
  type AnyEventEnvelope,
  type BusService,
} from '@groupmap/contracts';
import type { Knex } from 'knex';
import { z } from 'zod';
import type { Logger } from 'pino';
import { createJetStreamPublisher } from '../nats/jetstream-publisher';
import { startEventPublishing } from '../outbox/start-event-publishing';
import type { StartNatsSide, StartStatelessNatsSide } from '../lifecycle/nats-side';
import type { ShutdownStep } from '../lifecycle/on-shutdown';
import type { StatelessService } from '../lifecycle/start-stateless-service-infrastructure';
import { registerConsumerLagMetrics } from '../metrics/consumer-lag-metrics';
import { Registry } from '../metrics/metrics-registry';
import { durableConsumersOf } from '../metrics/service-metrics';
import { requestRpc } from '../rpc/request-rpc';
import { sampleValue } from './metric-sample';
import { startSecuredNats } from './secured-nats';
import { waitFor } from './wait-for';

interface CommonCheckOptions {
  service: BusService;
  logger: Logger;
  /** EVENTS_PREFIX the permissions are generated for; the run's by default. */
  prefix?: string;
}

/** A service with a database: its NATS side (and a producer's relay) gets the service's knex. */
interface DatabaseCheckOptions extends CommonCheckOptions {
  /** The service's schema (its outbox and processed_events), migrated, and a knex bound to it. */
  schema: string;
  knex: Knex;
  /** The service's NATS side (`src/nats-side.ts`). */
  startNatsSide: StartNatsSide;
}

/** A service without a database (realtime): no knex, so it cannot be a producer. */
interface StatelessCheckOptions extends CommonCheckOptions {
  service: StatelessService;
  knex?: undefined;
  /** The service's NATS side (`src/nats-side.ts`). */
  startNatsSide: StartStatelessNatsSide;
}

export type NatsSideCheckOptions = DatabaseCheckOptions | StatelessCheckOptions;

const RPC_TIMEOUT_MS = 1_000;

/**
 * Runs a service's real NATS start-up against a nats-server of its own that enforces every service's
 * permissions, connected as that service (its credentials, its inbox prefix), and returns every
 * permission violation the server logged, plus the start-up's failure and any durable consumer that
 * did not acknowledge its event (none is the expected answer):
 * - a producer's stream set-up and outbox relay start, and one publish of each of its event types
 *   through the relay's JetStream publisher;
 * - its NATS side (consumers, responders, broadcast subscriptions), then one event on each stream it
 *   consumes durably, waited for until its consumer has acknowledged it;
 * - one request of each rpc it calls (nobody answers on this server: only the request is checked);
 * - one `/metrics` scrape of its durable consumers' lag (CONSUMER.INFO of each);
 * - stopping it all again.
 */
export async function natsSideViolations(options: NatsSideCheckOptions): Promise<string[]> {
  const { service, logger } = options;
  const prefix = options.prefix ?? process.env.EVENTS_PREFIX ?? '';
  const access = BUS_ACCESS[service];
  const bus = await startSecuredNats(prefix);
  const nc = await bus.connectAs(service, logger);
  const observer = await bus.connectObserver();
  const steps: ShutdownStep[] = [];
  const failures: string[] = [];
  try {
    const producer = PRODUCER_SERVICES.find((name) => name === service);
    if (producer) {
      if (!options.knex) throw new Error(`${producer} publishes events: its check needs its schema and knex`);
      const { knex, schema } = options;
      const relay = await startEventPublishing({ nc, knex, prefix, service: producer, schema, logger });
      steps.push({ name: 'outbox relay', run: relay.stop });
      const publisher = createJetStreamPublisher({ nc, prefix });
      for (const type of EVENT_TYPES.filter((candidate) => producerOf(candidate) === producer)) {
        // The publisher reads only the id and type; the payload is not checked on the way out.
        await publisher.publish({ id: randomUUID(), type } as AnyEventEnvelope);
      }
      publisher.close();
    }

    steps.unshift(
      ...(await (options.knex
        ? options.startNatsSide({ nc, knex: options.knex, prefix, logger })
        : options.startNatsSide({ nc, prefix, logger }))),
    );

    const js = observer.jetstream();
    const jsm = await observer.jetstreamManager();
    for (const { stream, name, types } of access.durableConsumers) {
      const [type] = types;
      if (!type) continue;
      // Not a valid envelope: the consumer terminates it, which is an acknowledgement as well.
      const { seq } = await js.publish(eventSubject(prefix, type), '{}');
      await waitFor(`${name} to acknowledge an event`, async () => {
        const info = await jsm.consumers.info(streamName(prefix, stream), name);
        return info.ack_floor.stream_seq >= seq;
      }).catch(() => failures.push(`${name} did not acknowledge an event`));
    }

    for (const name of access.calls) {
      await requestRpc({ nc, prefix, name, body: {}, reply: z.unknown(), timeoutMs: RPC_TIMEOUT_MS }).catch(
        () => undefined, // No responder runs here; a refused request shows among the violations.
      );
    }

    const lag = new Registry();
    registerConsumerLagMetrics({ nc, consumers: durableConsumersOf(prefix, service), logger, registry: lag });
    for (const { name } of access.durableConsumers) {
      if ((await sampleValue(lag, 'nats_consumer_pending_messages', { consumer: name })) === undefined)
        failures.push(`${name}'s lag could not be read for /metrics`);
    }
    await nc.flush();
  } catch (error) {
    // A refused JetStream API call fails the start-up itself: reported beside the server's log.
    failures.push(`start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    for (const step of steps) await step.run();
    await nc.drain();
    await observer.close();
    await bus.stop(); // Once it has exited, every line it logged has been read.
  }
  return [...bus.violations(), ...failures];
}
