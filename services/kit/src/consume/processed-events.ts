import type { Knex } from 'knex';
import { PROCESSED_EVENTS_TABLE } from '../outbox/outbox-tables';

/**
 * Records that `consumer` processed `eventId`, inside the transaction of the handler's effect.
 * Returns false when it was already recorded, and then the event must be skipped. When another
 * replica is processing the same event right now, the insert waits for its transaction and returns
 * false once it commits (or true if it rolled back).
 */
export async function recordProcessedEvent(
  trx: Knex.Transaction,
  schema: string,
  consumer: string,
  eventId: string,
): Promise<boolean> {
  const inserted: unknown[] = await trx
    .withSchema(schema)
    .table(PROCESSED_EVENTS_TABLE)
    .insert({ consumer, event_id: eventId })
    .onConflict(['consumer', 'event_id'])
    .ignore()
    .returning('event_id');
  return inserted.length === 1;
}
