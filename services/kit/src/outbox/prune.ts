import type { Knex } from 'knex';
import { OUTBOX_TABLE, PROCESSED_EVENTS_TABLE } from './outbox-tables';

/** How often the relay and the consumers prune; replicas pruning at once only delete nothing twice. */
export const PRUNE_INTERVAL_MS = 60 * 60_000;

/**
 * Deletes outbox rows published more than `retentionMs` ago: they only serve to look into what was
 * sent. Unpublished and parked rows are kept whatever their age. Returns the number deleted.
 */
export async function prunePublishedOutbox(knex: Knex, schema: string, retentionMs: number): Promise<number> {
  return knex
    .withSchema(schema)
    .table(OUTBOX_TABLE)
    .where('published_at', '<', new Date(Date.now() - retentionMs))
    .delete();
}

/**
 * Deletes a consumer's processed-event records older than `retentionMs`. Keep them longer than the
 * stream keeps events: a record may only go once no copy of its event can be delivered again.
 * Returns the number deleted.
 */
export async function pruneProcessedEvents(
  knex: Knex,
  schema: string,
  consumer: string,
  retentionMs: number,
): Promise<number> {
  return knex
    .withSchema(schema)
    .table(PROCESSED_EVENTS_TABLE)
    .where({ consumer })
    .where('processed_at', '<', new Date(Date.now() - retentionMs))
    .delete();
}
