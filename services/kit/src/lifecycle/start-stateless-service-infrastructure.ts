import type { BusService, ProducerService } from '@groupmap/contracts';
import type { NatsConnection } from 'nats';
import type { Logger } from 'pino';
import { registerServiceMetrics } from '../metrics/service-metrics';
import type { ShutdownStep } from './on-shutdown';
import { startLoggerAndNats, type LoggerAndNatsConfig } from './service-logger-and-nats';

/** A service that keeps nothing in Postgres has no outbox, so it cannot be one that publishes events. */
export type StatelessService = Exclude<BusService, ProducerService>;

export interface StatelessServiceInfrastructureOptions {
  /** The name in logs, the NATS connection name and the service whose NATS permissions apply. */
  service: StatelessService;
  config: LoggerAndNatsConfig;
}

export interface StatelessServiceInfrastructure {
  logger: Logger;
  nc: NatsConnection;
  /**
   * The graceful shutdown of the whole process for `onShutdown`: first `steps`, what the composition
   * root started on top of the infrastructure (HTTP server, sockets, subscriptions), in the order
   * given; then the infrastructure itself: the NATS drain.
   */
  shutdownSteps(steps: ShutdownStep[]): ShutdownStep[];
}

/**
 * What the composition root of a service without a database (realtime) needs before it builds its
 * app: the logger, the NATS connection and the scrape-time metrics (process, consumer lag:
 * `/metrics`). No knex is created and nothing connects to Postgres; the service's readiness checks
 * NATS alone. A service with a database uses {@link startServiceInfrastructure}.
 */
export async function startStatelessServiceInfrastructure({
  service,
  config,
}: StatelessServiceInfrastructureOptions): Promise<StatelessServiceInfrastructure> {
  const { logger, nc } = await startLoggerAndNats(service, config);
  registerServiceMetrics({ service, producesEvents: false, nc, prefix: config.EVENTS_PREFIX, logger });
  const infrastructureSteps: ShutdownStep[] = [{ name: 'nats', run: () => nc.drain() }];
  return { logger, nc, shutdownSteps: (steps) => [...steps, ...infrastructureSteps] };
}
