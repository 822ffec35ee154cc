import type { Knex } from 'knex';

// The audit trail of what operators removed (location:remove, map:remove; the terms' takedowns):
// who, why, what, when. No foreign keys: the record outlives what it removed, so it keeps the map's
// permalink and owner and what the location said.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema('maps').createTable('operator_actions', (table) => {
    table.bigIncrements('id');
    table.text('action').notNullable();
    table.integer('map_id').notNullable();
    table.text('map_permalink').notNullable();
    table.integer('map_owner_id').nullable();
    table.integer('location_id').nullable();
    table.text('operator').notNullable();
    table.text('reason').notNullable();
    table.jsonb('details').notNullable().defaultTo('{}');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['map_id', 'created_at'], 'operator_actions_map_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.withSchema('maps').dropTableIfExists('operator_actions');
}
