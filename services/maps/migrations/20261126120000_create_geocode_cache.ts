import type { Knex } from 'knex';

// The geocoder's answers, shared by every replica (decisions.md: results cached), keyed by the query
// as typed up to case and spacing. Reads skip expired rows; the prune job deletes them by expiry.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema('maps').createTable('geocode_cache', (table) => {
    table.text('query_key').primary();
    table.jsonb('results').notNullable();
    table.timestamp('expires_at', { useTz: true }).notNullable().index();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.withSchema('maps').dropTableIfExists('geocode_cache');
}
