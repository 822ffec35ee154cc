import type { ProducerService } from '@groupmap/contracts';
import type { Knex } from 'knex';
import type { NatsConnection } from 'nats';
import type { Logger } from 'pino';
import type { BaseServiceConfig } from '../config/base-service-schema';
import { createDb } from '../db/create-db';
import { connectNats } from '../events/connect-nats';
import { ensureStream } from '../events/ensure-stream';
import { startOutboxRelay } from '../events/outbox-relay';
import { createLogger } from '../logging/create-logger';
import type { ShutdownStep } from './on-shutdown';

/** The keys of the common service configuration the infrastructure is built from. */
type InfrastructureConfig = Pick<
  BaseServiceConfig,
  'LOG_LEVEL' | 'DATABASE_URL' | 'NATS_URL' | 'EVENTS_PREFIX'
>;

interface CommonOptions {
  /** The name in logs and the NATS connection name. */
  service: string;
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
 * bound to the service's schema, the NATS connection, and for a producer its stream (created or
 * brought to the current settings) and the outbox relay. The composition root still wires these into
 * its own factories (`createApp`, consumers) and installs the shutdown with {@link ServiceInfrastructure.shutdownSteps}.
 */
export async function startServiceInfrastructure(
  options: ServiceInfrastructureOptions,
): Promise<ServiceInfrastructure> {
  const { service, schema, config } = options;
  const logger = createLogger({ name: service, level: config.LOG_LEVEL });
  const knex = createDb({ url: config.DATABASE_URL, schema, logger });
  const nc = await connectNats({ url: config.NATS_URL, name: service, logger });

  const infrastructureSteps: ShutdownStep[] = [];
  if (options.producesEvents) {
    await ensureStream(nc, { prefix: config.EVENTS_PREFIX, service: options.service });
    const relay = await startOutboxRelay({
      knex,
      nc,
      prefix: config.EVENTS_PREFIX,
      logger,
      service,
      schema,
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
