import type { Knex } from 'knex';
import { OUTBOX_TABLE } from './outbox-tables';

/** The outbox column holding the request id of the HTTP request that appended the row. */
export const OUTBOX_REQUEST_ID_COLUMN = 'request_id';

/**
 * Adds `request_id` to the outbox of `schema`: the relay publishes it as the `Groupmap-Request-Id`
 * header. Nullable: rows appended outside a request (jobs) have none, and so do the rows written
 * before this column existed, which the relay still publishes, without the header. Call it from a
 * service migration that runs after the one calling `createOutboxTable`.
 */
export async function addOutboxRequestIdColumn(knex: Knex, schema: string): Promise<void> {
  await knex.schema.withSchema(schema).alterTable(OUTBOX_TABLE, (table) => {
    table.text(OUTBOX_REQUEST_ID_COLUMN);
  });
}

/** Drops what {@link addOutboxRequestIdColumn} added (for a migration's `down`). */
export async function dropOutboxRequestIdColumn(knex: Knex, schema: string): Promise<void> {
  await knex.schema.withSchema(schema).alterTable(OUTBOX_TABLE, (table) => {
    table.dropColumn(OUTBOX_REQUEST_ID_COLUMN);
  });
}
