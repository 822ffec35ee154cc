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

/**
 * Records an event in the outbox inside the caller's transaction, beside the business change it
 * describes: both commit or neither does. The payload is checked against its contract first (an
 * EventValidationError is thrown and nothing is written), and the event takes the next sequence of
 * its aggregate. The relay publishes it promptly after commit (the outbox insert trigger NOTIFYs it).
 *
 * Tables are resolved through the transaction's search path (the service's knex is bound to its
 * schema). The id of the request being handled (`currentRequestId()`) is stored with the row and
 * published as a header; a job appending outside any request stores none. Returns the envelope as it
 * will be published.
 */
export async function appendToOutbox<T extends EventType>(
  trx: Knex.Transaction,
  { type, aggregateId, payload }: AppendToOutboxInput<T>,
): Promise<EventOf<T>> {
  if (aggregateId.length === 0)
    throw new EventValidationError(`Invalid ${type} event`, ['aggregateId: empty']);
  const checkedPayload = parseEventPayload(type, payload);

  const event = {
    id: randomUUID(),
    type,
    occurredAt: new Date().toISOString(),
    aggregateId,
    sequence: 0,
    payload: checkedPayload,
  } as EventOf<T>;
  // One round trip (issue 27): the counter's upsert feeds the row's insert. The upsert takes the
  // counter row's lock until this transaction ends, so concurrent writers of one aggregate queue here
  // and get consecutive numbers; a rollback releases the number unused.
  const { rows } = await trx.raw<{ rows: { sequence: string }[] }>(
    `with next as (
       insert into ?? (aggregate_id, last) values (?, 1)
       on conflict (aggregate_id) do update set last = ??.last + 1
       returning last
     )
     insert into ?? (id, type, aggregate_id, sequence, payload, occurred_at, request_id)
     select ?::uuid, ?, ?, next.last, ?::jsonb, ?::timestamptz, ? from next
     returning sequence`,
    [
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
    ],
  );
  event.sequence = Number(rows[0]?.sequence);
  return event;
}
