import type { Knex } from 'knex';

export const OUTBOX_TABLE = 'outbox';
export const OUTBOX_SEQUENCES_TABLE = 'outbox_sequences';
export const PROCESSED_EVENTS_TABLE = 'processed_events';

/** Suffix of the NOTIFY channel: `<schema>.outbox`, one channel per service schema. */
const CHANNEL_SUFFIX = '.outbox';
const NOTIFY_FUNCTION = 'notify_outbox_insert';
const NOTIFY_TRIGGER = 'outbox_notify_insert';

/** The channel the outbox of `schema` notifies on when rows are inserted (delivered on commit). */
export function outboxChannel(schema: string): string {
  return `${schema}${CHANNEL_SUFFIX}`;
}

/**
 * Creates the outbox of `schema`: the `outbox` table, the `outbox_sequences` counter per aggregate,
 * and an insert trigger that NOTIFYs the relay. Call it from a service migration.
 *
 * The NOTIFY comes from a trigger rather than from application code so that every writer wakes the
 * relay; Postgres delivers it only when the inserting transaction commits, so a rolled-back event
 * wakes nobody. `position` orders claims oldest first; the partial index keeps claiming cheap when
 * the table holds mostly published rows.
 */
export async function createOutboxTable(knex: Knex, schema: string): Promise<void> {
  await knex.schema.withSchema(schema).createTable(OUTBOX_SEQUENCES_TABLE, (table) => {
    table.text('aggregate_id').primary();
    table.bigInteger('last').notNullable();
  });

  await knex.schema.withSchema(schema).createTable(OUTBOX_TABLE, (table) => {
    table.uuid('id').primary();
    table.bigIncrements('position', { primaryKey: false });
    table.text('type').notNullable();
    table.text('aggregate_id').notNullable();
    table.bigInteger('sequence').notNullable();
    table.jsonb('payload').notNullable();
    table.timestamp('occurred_at', { useTz: true }).notNullable();
    table.integer('attempts').notNullable().defaultTo(0);
    table.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.text('last_error');
    table.timestamp('published_at', { useTz: true });
    table.timestamp('parked_at', { useTz: true });
    table.unique(['aggregate_id', 'sequence']);
  });

  await knex.raw(
    `create index outbox_unpublished_idx on ??.?? (position) where published_at is null and parked_at is null`,
    [schema, OUTBOX_TABLE],
  );
  await knex.raw(
    `create function ??.??() returns trigger language plpgsql as $$
     begin
       perform pg_notify(TG_TABLE_SCHEMA || '${CHANNEL_SUFFIX}', '');
       return null;
     end
     $$`,
    [schema, NOTIFY_FUNCTION],
  );
  await knex.raw(`create trigger ?? after insert on ??.?? for each statement execute function ??.??()`, [
    NOTIFY_TRIGGER,
    schema,
    OUTBOX_TABLE,
    schema,
    NOTIFY_FUNCTION,
  ]);
}

/** Drops what {@link createOutboxTable} created (for a migration's `down`). */
export async function dropOutboxTable(knex: Knex, schema: string): Promise<void> {
  await knex.schema.withSchema(schema).dropTableIfExists(OUTBOX_TABLE);
  await knex.raw(`drop function if exists ??.??()`, [schema, NOTIFY_FUNCTION]);
  await knex.schema.withSchema(schema).dropTableIfExists(OUTBOX_SEQUENCES_TABLE);
}

/**
 * Creates `processed_events` in `schema`: the inbox of a consuming service. A durable consumer
 * inserts (consumer, event id) in the transaction of the handler's effect, so a redelivered event
 * finds its row and is skipped. Call it from a service migration.
 */
export async function createProcessedEventsTable(knex: Knex, schema: string): Promise<void> {
  await knex.schema.withSchema(schema).createTable(PROCESSED_EVENTS_TABLE, (table) => {
    table.text('consumer').notNullable();
    table.uuid('event_id').notNullable();
    table.timestamp('processed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['consumer', 'event_id']);
  });
}

/** Drops what {@link createProcessedEventsTable} created (for a migration's `down`). */
export async function dropProcessedEventsTable(knex: Knex, schema: string): Promise<void> {
  await knex.schema.withSchema(schema).dropTableIfExists(PROCESSED_EVENTS_TABLE);
}
