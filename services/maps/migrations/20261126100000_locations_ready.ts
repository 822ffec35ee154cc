import type { Knex } from 'knex';

/**
 * What the locations API needs beyond the first maps migration:
 * - maps without an owner (the demo map /map/test belongs to no account, decisions.md Demo content);
 * - an index serving one map's newest-first list (created_at desc, id desc) by a backward scan,
 *   without touching other maps' rows;
 * - the record of each sign-in's claim of the session's anonymous locations (idempotent, and the
 *   count the login toast shows);
 * - the epoch of this database's event sequences: a restored database gets a new one, so clients
 *   never mistake new events for ones they saw (architecture.md, The live channel).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema('maps').alterTable('maps', (table) => {
    table.integer('user_id').nullable().alter();
  });
  await knex.schema.withSchema('maps').alterTable('locations', (table) => {
    table.dropIndex(['map_id', 'created_at']);
    table.index(['map_id', 'created_at', 'id'], 'locations_map_newest_index');
    // The claim at sign-in finds a session's recent anonymous locations.
    table.index(['creator_session_id', 'created_at'], 'locations_creator_session_index');
    table.index(['user_id'], 'locations_user_index');
  });
  await knex.schema.withSchema('maps').createTable('session_claims', (table) => {
    table.string('session_id', 100).notNullable();
    table.integer('user_id').notNullable();
    table.integer('linked').notNullable();
    table.timestamp('claimed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['session_id', 'user_id']);
  });
  await knex.schema.withSchema('maps').createTable('sequence_epoch', (table) => {
    table.boolean('singleton').primary().defaultTo(true);
    table.uuid('epoch').notNullable().defaultTo(knex.raw('gen_random_uuid()'));
  });
  await knex.raw('insert into maps.sequence_epoch (singleton) values (true)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.withSchema('maps').dropTable('sequence_epoch');
  await knex.schema.withSchema('maps').dropTable('session_claims');
  await knex.schema.withSchema('maps').alterTable('locations', (table) => {
    table.dropIndex([], 'locations_user_index');
    table.dropIndex([], 'locations_creator_session_index');
    table.dropIndex([], 'locations_map_newest_index');
    table.index(['map_id', 'created_at']);
  });
  await knex('maps.maps').whereNull('user_id').delete();
  await knex.schema.withSchema('maps').alterTable('maps', (table) => {
    table.integer('user_id').notNullable().alter();
  });
}
