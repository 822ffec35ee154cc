import {
  MAP_EVENT_TYPES,
  mapEventsSinceReplySchema,
  mapEventsSinceRequestSchema,
  type MapEventsSinceReply,
  type MapEventsSinceRequest,
} from '@groupmap/contracts';
import { OUTBOX_TABLE, serveRpc, type Logger, type RpcResponder } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import type { NatsConnection } from 'nats';
import { readMapSequence } from '../db/map-sequence';
import { SERVICE } from '../schema';

export interface EventsSinceOptions {
  nc: NatsConnection;
  knex: Knex;
  /** EVENTS_PREFIX. */
  prefix: string;
  logger: Logger;
  /** The most payload JSON one answer carries (default 256 KiB): NATS' max payload is 1 MiB. */
  budgetBytes?: number;
}

const DEFAULT_BUDGET_BYTES = 256 * 1024;

interface OutboxRow {
  id: string;
  type: string;
  aggregate_id: string;
  sequence: string | number;
  payload: unknown;
  occurred_at: Date;
}

/**
 * Reads a map's events after `after` from the outbox, in one read-only snapshot, so the oldest kept
 * sequence, the latest one and the events agree even while the relay prunes. Committed rows not yet
 * published are included (realtime drops their live copy as a duplicate by `seq`); parked rows, which
 * never go out live, are not. The outbox's unique (aggregate_id, sequence) index serves both reads.
 */
export async function readMapEventsSince(
  knex: Knex,
  { mapId, after, limit }: MapEventsSinceRequest,
  budgetBytes = DEFAULT_BUDGET_BYTES,
): Promise<MapEventsSinceReply> {
  return knex.transaction(async (trx) => {
    await trx.raw('set transaction isolation level repeatable read read only');
    const aggregateId = String(mapId);
    // One query after the other: a transaction's one connection runs one query at a time.
    const { epoch, sequence: latest } = await readMapSequence(trx, mapId);
    const oldest = await trx(OUTBOX_TABLE)
      .where({ aggregate_id: aggregateId })
      .min<{ min: string | null }>('sequence as min')
      .first();
    const rows = await trx(OUTBOX_TABLE)
      .where({ aggregate_id: aggregateId })
      .where('sequence', '>', after)
      .whereNull('parked_at')
      .whereIn('type', MAP_EVENT_TYPES)
      .orderBy('sequence')
      // One more than asked says whether more follow.
      .limit(limit + 1)
      .select<OutboxRow[]>('id', 'type', 'aggregate_id', 'sequence', 'payload', 'occurred_at');
    const oldestKept = oldest?.min == null ? null : Number(oldest.min);
    const pruned = latest > after && (oldestKept === null || oldestKept > after + 1);
    if (pruned) return { epoch, latest, oldestKept, pruned, events: [], complete: false };

    const events: MapEventsSinceReply['events'] = [];
    let bytes = 0;
    let complete = rows.length <= limit;
    for (const row of rows.slice(0, limit)) {
      const size = JSON.stringify(row.payload).length;
      if (events.length > 0 && bytes + size > budgetBytes) {
        complete = false;
        break;
      }
      bytes += size;
      events.push({
        id: row.id,
        type: row.type as MapEventsSinceReply['events'][number]['type'],
        occurredAt: row.occurred_at.toISOString(),
        aggregateId: row.aggregate_id,
        sequence: Number(row.sequence),
        payload: row.payload,
      });
    }
    return { epoch, latest, oldestKept, pruned, events, complete };
  });
}

/**
 * Answers `maps.events.since` (realtime asks it when a socket rejoins a map's live channel with the
 * last `seq` it saw): the map's location and map events after it, or that they are no longer kept.
 * Access was checked by `maps.access.check` on the same join; this answers by map id only.
 */
export function startEventsSinceResponder({
  nc,
  knex,
  prefix,
  logger,
  budgetBytes,
}: EventsSinceOptions): Promise<RpcResponder> {
  return serveRpc({
    nc,
    prefix,
    logger,
    queue: SERVICE,
    name: 'maps.events.since',
    request: mapEventsSinceRequestSchema,
    reply: mapEventsSinceReplySchema,
    handle: (request) => readMapEventsSince(knex, request, budgetBytes),
  });
}
