import type { Knex } from 'knex';
import { connect, type NatsConnection } from 'nats';
import { pino } from 'pino';
import { createDb } from '../../../src/db';
import { addOutboxRequestIdColumn, createOutboxTable, createProcessedEventsTable } from '../../../src';

export const silentLogger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

/**
 * A prefix of this run's EVENTS_PREFIX, so each test file has streams of its own; the global
 * teardown deletes them, since their names start with `<PREFIX>_`.
 */
export function testPrefix(suffix: string): string {
  return `${process.env.EVENTS_PREFIX}_${suffix}`;
}

export const EFFECTS_TABLE = 'effects';

/**
 * A knex bound to a fresh `schema` in the run's database, holding an outbox, a processed-events
 * inbox and an `effects` table for handlers to write to (deliberately without a unique key, so a
 * handler applied twice would show as two rows).
 */
export async function createTestSchema(schema: string): Promise<Knex> {
  const knex = createDb({ url: process.env.TEST_DATABASE_URL!, schema, pool: { min: 0, max: 12 } });
  await knex.raw('drop schema if exists ?? cascade', [schema]);
  await knex.schema.createSchema(schema);
  await createOutboxTable(knex, schema);
  await addOutboxRequestIdColumn(knex, schema);
  await createProcessedEventsTable(knex, schema);
  await knex.schema.withSchema(schema).createTable(EFFECTS_TABLE, (table) => {
    table.uuid('event_id').notNullable();
    table.text('note').notNullable();
  });
  return knex;
}

export function connectTestNats(): Promise<NatsConnection> {
  return connect({ servers: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' });
}

/** How many times the handler applied the effect of `eventId`. */
export async function effectCount(knex: Knex, eventId: string): Promise<number> {
  const [row] = await knex(EFFECTS_TABLE)
    .where({ event_id: eventId })
    .count<{ count: string }[]>('* as count');
  return Number(row?.count ?? 0);
}

/** A valid payload of `maps.location.deleted.v1`, the smallest event there is. */
export function locationDeleted(mapId: number, locationId: number) {
  return { mapId, passwordVersion: 0, locationId };
}
