import type { Knex } from 'knex';

// Imports of files into maps (issue 13). A preview and its rows live here from the upload on, so a
// restart or another replica carries a running import on: the worker that holds the lease
// (lease_until) places the rows' addresses one by one, recording each, and the last step writes
// every location in one transaction. Rows go with their import, imports with their map.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema('maps').createTable('imports', (table) => {
    table.uuid('id').primary();
    table.integer('map_id').notNullable().references('id').inTable('maps.maps').onDelete('CASCADE');
    table.integer('user_id').notNullable();
    table.text('format').notNullable();
    table.text('file_name').notNullable();
    table.jsonb('columns').notNullable();
    table.jsonb('mapping').notNullable();
    /** Rows skipped while reading the file (not points, out of range). */
    table.jsonb('parse_problems').notNullable().defaultTo('[]');
    table.integer('row_count').notNullable();
    table.text('status').notNullable();
    table.integer('total').notNullable().defaultTo(0);
    table.integer('done').notNullable().defaultTo(0);
    table.integer('imported').nullable();
    table.text('error').nullable();
    table.text('lease_owner').nullable();
    table.timestamp('lease_until', { useTz: true }).nullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('committed_at', { useTz: true }).nullable();
    table.timestamp('finished_at', { useTz: true }).nullable();
    table.index(['status', 'committed_at'], 'imports_status_idx');
    table.index(['map_id'], 'imports_map_idx');
  });
  await knex.schema.withSchema('maps').createTable('import_rows', (table) => {
    table.uuid('import_id').notNullable().references('id').inTable('maps.imports').onDelete('CASCADE');
    table.integer('row').notNullable();
    /** Column -> text, as read. */
    table.jsonb('values').notNullable();
    /** The feature's point (GeoJSON, KML, GPX), else null. */
    table.double('latitude').nullable();
    table.double('longitude').nullable();
    /** Once placed: the location to write (LocationWrite, custom data by normalised key). */
    table.jsonb('resolved').nullable();
    /** Once skipped: why. */
    table.text('problem').nullable();
    table.primary(['import_id', 'row']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.withSchema('maps').dropTableIfExists('import_rows');
  await knex.schema.withSchema('maps').dropTableIfExists('imports');
}
