import type { Knex } from 'knex';

/** The table holding every limiter's counters in a service's schema (keys carry the limiter's prefix). */
export const RATE_LIMIT_TABLE = 'rate_limits';

/**
 * Creates the rate-limit table in `schema`, for a service's migration. Its columns are the ones
 * rate-limiter-flexible's Postgres store reads and writes; creating it here rather than letting the
 * library create it at start-up avoids replicas racing on DDL.
 */
export async function createRateLimitTable(knex: Knex, schema: string): Promise<void> {
  await knex.schema.withSchema(schema).createTable(RATE_LIMIT_TABLE, (table) => {
    table.string('key', 255).primary();
    table.integer('points').notNullable().defaultTo(0);
    // Epoch milliseconds; the library deletes rows that expired an hour ago every few minutes.
    table.bigInteger('expire').index();
  });
}

/** Drops the rate-limit table, for a migration's `down`. */
export async function dropRateLimitTable(knex: Knex, schema: string): Promise<void> {
  await knex.schema.withSchema(schema).dropTableIfExists(RATE_LIMIT_TABLE);
}
