import type { Knex } from 'knex';

// The next free start time of each geocoder upstream, one row per upstream host: replicas reserve
// slots here so that together they call it at most once a second (decisions.md).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema('maps').createTable('geocode_slots', (table) => {
    table.text('upstream').primary();
    table.timestamp('next_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.withSchema('maps').dropTableIfExists('geocode_slots');
}
