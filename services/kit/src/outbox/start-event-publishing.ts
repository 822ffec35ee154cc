import type { ProducerService } from '@groupmap/contracts';
import type { Knex } from 'knex';
import type { NatsConnection } from 'nats';
import type { Logger } from 'pino';
import { ensureStream } from '../nats/ensure-stream';
import { startOutboxRelay, type OutboxRelay } from './outbox-relay';

export interface EventPublishingOptions {
  nc: NatsConnection;
  knex: Knex;
  /** EVENTS_PREFIX. */
  prefix: string;
  /** The producing service, owner of the stream. */
  service: ProducerService;
  /** The Postgres schema holding the service's outbox. */
  schema: string;
  logger: Logger;
  /** NATS_STREAM_REPLICAS: the replica count the stream is created with or brought to (default 1). */
  streamReplicas?: number;
}

/**
 * A producer's side of publishing: creates its stream or brings it to the current settings, then
 * starts its outbox relay. `startServiceInfrastructure` calls it for every producer; the wiring suite
 * calls it with the service's NATS credentials.
 */
export async function startEventPublishing(options: EventPublishingOptions): Promise<OutboxRelay> {
  const { nc, knex, prefix, service, schema, logger, streamReplicas } = options;
  await ensureStream(nc, { prefix, service, replicas: streamReplicas });
  return startOutboxRelay({ knex, nc, prefix, logger, service, schema });
}
