import { mapChangesSinceReplySchema, mapChangesSinceRequestSchema } from '@groupmap/contracts';
import { serveRpc, type Logger, type RpcResponder } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import type { NatsConnection } from 'nats';
import { changesSinceBatches } from './changes-since-batches';
import { SERVICE } from '../schema';

/**
 * Catch-up pages handled at once: enough to fill the batches (changes-since-batches.ts, which bound
 * the snapshots read at once) of a crowd rejoining after a restart; pages whose socket gave up
 * waiting beyond these are shed.
 */
const PAGES_AT_ONCE = 500;

export interface ChangesSinceOptions {
  nc: NatsConnection;
  knex: Knex;
  /** EVENTS_PREFIX. */
  prefix: string;
  logger: Logger;
  /** The most JSON one answer carries (default 256 KiB): NATS' max payload is 1 MiB. */
  budgetBytes?: number;
}

/**
 * Answers `maps.changes.since` (realtime asks it when a socket rejoins a map's live channel with the
 * last `seq` it saw): what the socket missed, as the map stands now. Access was checked by
 * `maps.access.check` on the same join; this answers by map id.
 */
export function startChangesSinceResponder({
  nc,
  knex,
  prefix,
  logger,
  budgetBytes,
}: ChangesSinceOptions): Promise<RpcResponder> {
  const batches = changesSinceBatches(knex, { budgetBytes });
  return serveRpc({
    nc,
    prefix,
    logger,
    queue: SERVICE,
    name: 'maps.changes.since',
    request: mapChangesSinceRequestSchema,
    reply: mapChangesSinceReplySchema,
    maxConcurrent: PAGES_AT_ONCE,
    handle: (request) => batches.load(request),
  });
}
