import type { Knex } from 'knex';

// Every logo this service stored: who uploaded it (only they may put it on a map) and the map it
// ended up on, so uploads never attached to a map can be cleaned up. No foreign key to maps: a
// logo outlives nothing, deleteMapLogo removes the row with the object.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema('maps').createTable('logo_uploads', (table) => {
    table.string('key', 200).primary();
    table.integer('user_id').notNullable();
    table.string('content_type', 50).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.integer('attached_map_id').nullable();
    // The cleanup job looks for old unattached uploads.
    table.index(['created_at'], 'logo_uploads_unattached_idx', {
      predicate: knex.whereNull('attached_map_id'),
    });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.withSchema('maps').dropTableIfExists('logo_uploads');
}
