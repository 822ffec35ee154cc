import type { Knex } from 'knex';

// Issue 21: a new e-mail address waits here until the link mailed to it is followed; the account's
// address (log-in mail, password reset) stays the old one until then. Not unique: uniqueness is
// checked when the address is verified and becomes the account's.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema('auth').alterTable('users', (table) => {
    table.text('pending_email');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.withSchema('auth').alterTable('users', (table) => {
    table.dropColumn('pending_email');
  });
}
