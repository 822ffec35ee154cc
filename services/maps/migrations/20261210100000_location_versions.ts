import type { Knex } from 'knex';

/**
 * A location's history (issue 25): the location row is its current version, and every version an
 * edit replaced is kept here with who made it and when (the last 20 versions, the current one
 * included). Who made the current one, and when, is on the row: the contributor identity and time of
 * its last edit, or none for a location never edited (its author, when it was added). An add writes
 * nothing here, so the add path is unchanged; an edit writes the version it replaces.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema('maps').alterTable('locations', (table) => {
    table
      .integer('edited_by_contributor_id')
      .nullable()
      .references('id')
      .inTable('maps.contributors')
      .onDelete('SET NULL');
    table.timestamp('edited_at', { useTz: true }).nullable();
  });
  await knex.schema.withSchema('maps').createTable('location_versions', (table) => {
    table.bigIncrements('id').primary();
    table.integer('location_id').notNullable().references('id').inTable('maps.locations').onDelete('CASCADE');
    table
      .integer('contributor_id')
      .nullable()
      .references('id')
      .inTable('maps.contributors')
      .onDelete('SET NULL');
    table.string('name', 200).notNullable();
    table.string('address', 500).notNullable();
    table.double('latitude').notNullable();
    table.double('longitude').notNullable();
    table.string('region', 200).notNullable().defaultTo('');
    table.string('country', 200).notNullable().defaultTo('');
    table.jsonb('custom_data').notNullable().defaultTo(knex.raw(`'{}'::jsonb`));
    // When this version was made (the add, or the edit that made it).
    table.timestamp('made_at', { useTz: true }).notNullable();
    table.index(['location_id', 'id'], 'location_versions_location_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.withSchema('maps').dropTable('location_versions');
  await knex.schema.withSchema('maps').alterTable('locations', (table) => {
    table.dropColumn('edited_at');
    table.dropColumn('edited_by_contributor_id');
  });
}
