import { BUS_ACCESS, streamName, type BusService } from '@groupmap/contracts';
import type { Knex } from 'knex';
import type { NatsConnection } from 'nats';
import type { Logger } from 'pino';
import { registerConsumerLagMetrics, type WatchedConsumer } from './consumer-lag-metrics';
import { metricsRegistry, type Registry } from './metrics-registry';
import { registerOutboxMetrics } from './outbox-metrics';
import { collectProcessMetrics } from './process-metrics';

interface CommonServiceMetricsOptions {
  service: BusService;
  nc: NatsConnection;
  /** EVENTS_PREFIX, part of every stream's name. */
  prefix: string;
  logger: Logger;
  registry?: Registry;
}

/**
 * A producer has an outbox, whose backlog is reported: the knex bound to its schema reads it. A
 * service that publishes nothing reports no backlog and needs no database for its metrics.
 */
export type ServiceMetricsOptions = CommonServiceMetricsOptions &
  ({ producesEvents: true; schema: string; knex: Knex } | { producesEvents: false });

/** The service's durable consumers, as the bus table lists them (contracts' BUS_ACCESS). */
export function durableConsumersOf(prefix: string, service: BusService): WatchedConsumer[] {
  return BUS_ACCESS[service].durableConsumers.map(({ stream, name }) => ({
    stream: streamName(prefix, stream),
    name,
  }));
}

/**
 * Everything a service's `/metrics` reports beyond what its code counts as it goes: the process
 * metrics, its outbox backlog (producers) and its durable consumers' lag. Called once per process,
 * by startServiceInfrastructure.
 */
export function registerServiceMetrics(options: ServiceMetricsOptions): void {
  const { service, nc, prefix, logger, registry = metricsRegistry } = options;
  const log = logger.child({ component: 'metrics' });
  collectProcessMetrics(registry);
  if (options.producesEvents) {
    registerOutboxMetrics({ knex: options.knex, schema: options.schema, logger: log, registry });
  }
  const consumers = durableConsumersOf(prefix, service);
  if (consumers.length > 0) registerConsumerLagMetrics({ nc, consumers, logger: log, registry });
}
