import type { Knex } from 'knex';

// Pending previews are bounded per owner (issue 19): one per map, two per user and 20 MiB of stored
// rows per user, and each expires an hour after its last change. stored_bytes is the preview rows'
// size as counted at upload; updated_at moves with every change of the preview (upload, mapping).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema('maps').alterTable('imports', (table) => {
    table.integer('stored_bytes').notNullable().defaultTo(0);
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('update maps.imports set updated_at = created_at');
  await knex.raw(
    "create index imports_pending_user_idx on maps.imports (user_id, updated_at) where status = 'pending'",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists maps.imports_pending_user_idx');
  await knex.schema.withSchema('maps').alterTable('imports', (table) => {
    table.dropColumn('stored_bytes');
    table.dropColumn('updated_at');
  });
}
