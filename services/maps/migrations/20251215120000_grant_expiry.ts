import type { Knex } from 'knex';

// Grants expire (decisions.md: 30 days, MAP_GRANT_TTL_DAYS). The expiry is stored with each grant, so
// the access check and the prune job need only the time now; existing grants get 30 days from when
// they were made. Pruning reads by expiry, and an ended session's grants are deleted by its id, which
// the primary key (map_id first) cannot find.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema('maps').alterTable('access_grants', (table) => {
    table.timestamp('expires_at', { useTz: true }).nullable();
  });
  await knex.raw(`update maps.access_grants set expires_at = created_at + interval '30 days'`);
  await knex.schema.withSchema('maps').alterTable('access_grants', (table) => {
    table.timestamp('expires_at', { useTz: true }).notNullable().alter();
    table.index(['expires_at']);
    table.index(['session_public_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.withSchema('maps').alterTable('access_grants', (table) => {
    table.dropIndex(['session_public_id']);
    table.dropIndex(['expires_at']);
    table.dropColumn('expires_at');
  });
}
