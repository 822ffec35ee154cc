import type { Knex } from 'knex';

/**
 * Review before publishing, edits (issue 24): an edit by a contributor the owner has not trusted, to
 * a published location of a reviewed map, waits as the location's one pending revision (a second edit
 * replaces it) until the owner approves or rejects it; everyone else keeps seeing the published
 * version. The editor is kept as the location's author is (account, session, identity). The owner's
 * review panel names a signed-in contributor by username, so the identity keeps the latest one.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema('maps').createTable('location_revisions', (table) => {
    table.integer('location_id').primary().references('id').inTable('maps.locations').onDelete('CASCADE');
    table.integer('map_id').notNullable().references('id').inTable('maps.maps').onDelete('CASCADE');
    table
      .integer('contributor_id')
      .nullable()
      .references('id')
      .inTable('maps.contributors')
      .onDelete('SET NULL');
    table.integer('user_id').nullable();
    table.string('creator_session_id', 100).nullable();
    table.string('name', 200).notNullable();
    table.string('address', 500).notNullable();
    table.double('latitude').notNullable();
    table.double('longitude').notNullable();
    table.string('region', 200).notNullable().defaultTo('');
    table.string('country', 200).notNullable().defaultTo('');
    table.jsonb('custom_data').notNullable().defaultTo(knex.raw(`'{}'::jsonb`));
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['map_id', 'contributor_id'], 'location_revisions_map_contributor_index');
  });
  await knex.schema.withSchema('maps').alterTable('contributors', (table) => {
    table.string('username', 100).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.withSchema('maps').alterTable('contributors', (table) => {
    table.dropColumn('username');
  });
  await knex.schema.withSchema('maps').dropTable('location_revisions');
}
