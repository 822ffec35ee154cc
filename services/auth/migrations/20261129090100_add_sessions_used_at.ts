import type { Knex } from 'knex';

// Issue 21: when a session was first resolved after the page load that made it (a second request);
// null while it never was. Sessions nobody used (no user, never a second request: so no grant and no
// contribution either) are pruned a day after they were made. Sessions made before this migration
// count as used: nothing is known of them, so none is pruned early.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema('auth').alterTable('sessions', (table) => {
    table.timestamp('used_at', { useTz: true });
  });
  await knex
    .withSchema('auth')
    .table('sessions')
    .update({ used_at: knex.ref('last_seen_at') });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.withSchema('auth').alterTable('sessions', (table) => {
    table.dropColumn('used_at');
  });
}
