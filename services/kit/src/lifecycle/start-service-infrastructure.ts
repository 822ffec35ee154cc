import type { BusService, ProducerService } from '@groupmap/contracts';
import type { Knex } from 'knex';
import type { NatsConnection } from 'nats';
import type { Logger } from 'pino';
import type { BaseServiceConfig } from '../config/base-service-schema';
import { createDb } from '../db/create-db';
import { connectNats } from '../nats/connect-nats';
import { natsCredentials, type NatsCredentialsConfig } from '../nats/nats-credentials';
import { inboxPrefix } from '../nats/nats-permissions';
import { startEventPublishing } from '../outbox/start-event-publishing';
import { createLogger } from '../logging/create-logger';
import { registerServiceMetrics } from '../metrics/service-metrics';
import type { ShutdownStep } from './on-shutdown';

/** The keys of the common service configuration the infrastructure is built from. */
type InfrastructureConfig = Pick<
  BaseServiceConfig,
  'LOG_LEVEL' | 'DATABASE_URL' | 'NATS_URL' | 'EVENTS_PREFIX'
> &
  Partial<Pick<BaseServiceConfig, 'NATS_STREAM_REPLICAS'>> &
  NatsCredentialsConfig;

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

export interface ServiceInfrastructure {
  logger: Logger;
  knex: Knex;
  nc: NatsConnection;
  /**
   * The graceful shutdown of the whole process for `onShutdown`: first `steps`, what the composition
   * root started on top of the infrastructure (HTTP server, sockets, consumers), in the order given;
   * then the infrastructure itself, the reverse of how it started: outbox relay, NATS drain, Postgres.
   * Consumers stop before the relay, so events their last deliveries appended can still go out.
   */
  shutdownSteps(steps: ShutdownStep[]): ShutdownStep[];
}

/**
 * Starts what every service's composition root needs before it builds its app: the logger, the knex
 * bound to the service's schema, the NATS connection, the scrape-time metrics (process, outbox
 * backlog, consumer lag: `/metrics`), and for a producer its stream (created or brought to the
 * current settings) and the outbox relay. The composition root still wires these into
 * its own factories (`createApp`, consumers) and installs the shutdown with {@link ServiceInfrastructure.shutdownSteps}.
 */
export async function startServiceInfrastructure(
  options: ServiceInfrastructureOptions,
): Promise<ServiceInfrastructure> {
  const { service, schema, config } = options;
  const credentials = natsCredentials(config);
  const logger = createLogger({ name: service, level: config.LOG_LEVEL });
  const knex = createDb({ url: config.DATABASE_URL, schema, logger });
  const nc = await connectNats({
    url: config.NATS_URL,
    name: service,
    logger,
    credentials,
    inboxPrefix: inboxPrefix(config.EVENTS_PREFIX, service),
  });
  registerServiceMetrics({
    service,
    schema,
    producesEvents: options.producesEvents,
    knex,
    nc,
    prefix: config.EVENTS_PREFIX,
    logger,
  });

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
