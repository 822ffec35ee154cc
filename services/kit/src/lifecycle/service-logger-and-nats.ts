import type { BusService } from '@groupmap/contracts';
import type { NatsConnection } from 'nats';
import type { Logger } from 'pino';
import type { BaseServiceConfig } from '../config/base-service-schema';
import { createLogger } from '../logging/create-logger';
import { connectNats } from '../nats/connect-nats';
import { natsCredentials, type NatsCredentialsConfig } from '../nats/nats-credentials';
import { inboxPrefix } from '../nats/nats-permissions';

/** The keys of the common service configuration every service's logger and NATS connection need. */
export type LoggerAndNatsConfig = Pick<BaseServiceConfig, 'LOG_LEVEL' | 'NATS_URL' | 'EVENTS_PREFIX'> &
  NatsCredentialsConfig;

/**
 * The logger and the NATS connection of `service`, connected as that service (its credentials, its
 * inbox prefix). The credentials are checked before anything starts. Both infrastructure starts
 * (with a database and without) begin here.
 */
export async function startLoggerAndNats(
  service: BusService,
  config: LoggerAndNatsConfig,
): Promise<{ logger: Logger; nc: NatsConnection }> {
  const credentials = natsCredentials(config);
  const logger = createLogger({ name: service, level: config.LOG_LEVEL });
  const nc = await connectNats({
    url: config.NATS_URL,
    name: service,
    logger,
    credentials,
    inboxPrefix: inboxPrefix(config.EVENTS_PREFIX, service),
  });
  return { logger, nc };
}
