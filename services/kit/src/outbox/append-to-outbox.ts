import { randomUUID } from 'node:crypto';
import {
  EventValidationError,
  parseEventPayload,
  type EventOf,
  type EventPayloads,
  type EventType,
} from '@groupmap/contracts';
import type { Knex } from 'knex';
import { currentRequestId } from '../logging/request-id-context';
import { OUTBOX_SEQUENCES_TABLE, OUTBOX_TABLE } from './outbox-tables';

export interface AppendToOutboxInput<T extends EventType> {
  type: T;
  /** The aggregate whose sequence the event takes (the map id for map and location events). */
  aggregateId: string;
  payload: EventPayloads[T];
}

/** An outbox append written as common table expressions, for a caller to put in its own statement. */
export interface OutboxAppendSql<T extends EventType> {
  /** The envelope as it will be published; its `sequence` is known only once the statement ran. */
  event: EventOf<T>;
  /**
   * `outbox_next` (the aggregate's next sequence) and `outbox_row` (the row, returning `sequence`),
   * to follow `with` (or a caller's own CTEs and a comma).
   */
  sql: string;
  bindings: Knex.RawBinding[];
}

const CTE_NAME = /^[a-z_]+$/;

/**
 * The event checked against its contract (an EventValidationError is thrown before anything is
 * written) and its append as SQL: the counter's upsert feeds the row's insert. The upsert takes the
 * counter row's lock until the transaction ends, so concurrent writers of one aggregate queue there and
 * get consecutive numbers; a rollback releases the number unused.
 *
 * `gate` names a CTE of the caller's statement that yields one row or none: the event is appended
 * when it yields its row, so a statement whose change did not happen records nothing, and the stored
 * payload may read that row (issue 27: maps adds a location and its event in one statement).
 */
export function outboxAppendSql<T extends EventType>(
  { type, aggregateId, payload }: AppendToOutboxInput<T>,
  gate?: string,
  /**
   * The payload as stored, as SQL around `payload` (the checked payload's JSON): for values only the
   * statement knows, read from the gate's row (an id the insert assigned). The caller's test must
   * show that what the statement writes still meets the contract.
   */
  storedPayload: (payload: string) => string = (payload) => payload,
): OutboxAppendSql<T> {
  if (aggregateId.length === 0)
    throw new EventValidationError(`Invalid ${type} event`, ['aggregateId: empty']);
  if (gate !== undefined && !CTE_NAME.test(gate)) throw new Error(`not a CTE name: ${gate}`);
  const checkedPayload = parseEventPayload(type, payload);
  const event = {
    id: randomUUID(),
    type,
    occurredAt: new Date().toISOString(),
    aggregateId,
    sequence: 0,
    payload: checkedPayload,
  } as EventOf<T>;
  const sql = `outbox_next as (
       insert into ?? (aggregate_id, last) select ?::text, 1 ${gate ? `from ${gate}` : ''}
       on conflict (aggregate_id) do update set last = ??.last + 1
       returning last
     ),
     outbox_row as (
       insert into ?? (id, type, aggregate_id, sequence, payload, occurred_at, request_id)
       select ?::uuid, ?, ?, outbox_next.last, ${storedPayload('?::jsonb')}, ?::timestamptz, ?
       from outbox_next${gate ? `, ${gate}` : ''}
       returning sequence
     )`;
  const bindings: Knex.RawBinding[] = [
    OUTBOX_SEQUENCES_TABLE,
    aggregateId,
    OUTBOX_SEQUENCES_TABLE,
    OUTBOX_TABLE,
    event.id,
    type,
    aggregateId,
    JSON.stringify(checkedPayload),
    event.occurredAt,
    currentRequestId() ?? null,
  ];
  return { event, sql, bindings };
}

/**
 * Records an event in the outbox inside the caller's transaction, beside the business change it
 * describes: both commit or neither does, in one round trip (outboxAppendSql). The relay publishes it
 * promptly after commit (the outbox insert trigger NOTIFYs it).
 *
 * Tables are resolved through the transaction's search path (the service's knex is bound to its
 * schema). The id of the request being handled (`currentRequestId()`) is stored with the row and
 * published as a header; a job appending outside any request stores none. Returns the envelope as it
 * will be published.
 */
export async function appendToOutbox<T extends EventType>(
  trx: Knex.Transaction,
  input: AppendToOutboxInput<T>,
): Promise<EventOf<T>> {
  const { event, sql, bindings } = outboxAppendSql(input);
  const { rows } = await trx.raw<{ rows: { sequence: string }[] }>(
    `with ${sql} select sequence from outbox_row`,
    bindings,
  );
  event.sequence = Number(rows[0]?.sequence);
  return event;
}
