import type { BusService, ProducerService } from '@groupmap/contracts';
import type { Knex } from 'knex';
import type { BaseServiceConfig } from '../config/base-service-schema';
import { createDb } from '../db/create-db';
import { startEventPublishing } from '../outbox/start-event-publishing';
import { registerServiceMetrics } from '../metrics/service-metrics';
import type { ShutdownStep } from './on-shutdown';
import { startLoggerAndNats, type LoggerAndNatsConfig } from './service-logger-and-nats';
import type { StatelessServiceInfrastructure } from './start-stateless-service-infrastructure';

/** The keys of the common service configuration the infrastructure is built from. */
type InfrastructureConfig = LoggerAndNatsConfig &
  Pick<BaseServiceConfig, 'DATABASE_URL'> &
  Partial<Pick<BaseServiceConfig, 'NATS_STREAM_REPLICAS'>>;

interface CommonOptions {
  /** The name in logs, the NATS connection name and the service whose NATS permissions apply. */
  service: BusService;
  /** The service's Postgres schema, which the knex is bound to. */
  schema: string;
  config: InfrastructureConfig;
}

/** A service that publishes events owns a stream and runs the outbox relay; one that only listens does neither. */
export type ServiceInfrastructureOptions =
  | (CommonOptions & { service: ProducerService; producesEvents: true })
  | (CommonOptions & { producesEvents: false });

export interface ServiceInfrastructure extends StatelessServiceInfrastructure {
  knex: Knex;
  /**
   * The graceful shutdown of the whole process for `onShutdown`: first `steps`, what the composition
   * root started on top of the infrastructure (HTTP server, sockets, consumers), in the order given;
   * then the infrastructure itself, the reverse of how it started: outbox relay, NATS drain, Postgres.
   * Consumers stop before the relay, so events their last deliveries appended can still go out.
   */
  shutdownSteps(steps: ShutdownStep[]): ShutdownStep[];
}

/**
 * Starts what the composition root of a service with a database needs before it builds its app: the
 * logger, the NATS connection, the knex bound to the service's schema, the scrape-time metrics
 * (process, outbox backlog, consumer lag: `/metrics`), and for a producer its stream (created or
 * brought to the current settings) and the outbox relay. The composition root still wires these into
 * its own factories (`createApp`, consumers) and installs the shutdown with {@link ServiceInfrastructure.shutdownSteps}.
 * A service that keeps nothing in Postgres uses `startStatelessServiceInfrastructure` instead.
 */
export async function startServiceInfrastructure(
  options: ServiceInfrastructureOptions,
): Promise<ServiceInfrastructure> {
  const { service, schema, config } = options;
  const { logger, nc } = await startLoggerAndNats(service, config);
  const knex = createDb({ url: config.DATABASE_URL, schema, logger });
  const metrics = { service, nc, prefix: config.EVENTS_PREFIX, logger };
  registerServiceMetrics(
    options.producesEvents
      ? { ...metrics, producesEvents: true, schema, knex }
      : { ...metrics, producesEvents: false },
  );

  const infrastructureSteps: ShutdownStep[] = [];
  if (options.producesEvents) {
    const relay = await startEventPublishing({
      knex,
      nc,
      prefix: config.EVENTS_PREFIX,
      logger,
      service: options.service,
      schema,
      streamReplicas: config.NATS_STREAM_REPLICAS,
    });
    infrastructureSteps.push({ name: 'outbox relay', run: relay.stop });
  }
  infrastructureSteps.push(
    { name: 'nats', run: () => nc.drain() },
    { name: 'postgres', run: () => knex.destroy() },
  );

  return {
    logger,
    knex,
    nc,
    shutdownSteps: (steps) => [...steps, ...infrastructureSteps],
  };
}
