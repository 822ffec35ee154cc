import type { Knex } from 'knex';

// Session lifetimes (architecture.md, Requests): a signed-in session ends 30 days after its last use
// or 90 days after login, an anonymous one 90 days after its last use. signed_in_at is when a user
// last signed in on the session (null while anonymous); the index serves the pruning job's scan.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema('auth').alterTable('sessions', (table) => {
    table.timestamp('signed_in_at', { useTz: true });
    table.index(['last_seen_at'], 'sessions_last_seen_at_index');
  });
  await knex.raw('update auth.sessions set signed_in_at = last_seen_at where user_id is not null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.withSchema('auth').alterTable('sessions', (table) => {
    table.dropIndex(['last_seen_at'], 'sessions_last_seen_at_index');
    table.dropColumn('signed_in_at');
  });
}
