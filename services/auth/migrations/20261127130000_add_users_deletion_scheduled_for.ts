import type { Knex } from 'knex';

// When the account is to be deleted (issue 11: Delete account): set by the owner's request to the
// end of the grace period, cleared by a login before then; null when nothing is scheduled. The
// account deletion job looks only for due ones, through the partial index.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema('auth').alterTable('users', (table) => {
    table.timestamp('deletion_scheduled_for', { useTz: true });
  });
  await knex.raw(
    `create index users_deletion_due on auth.users (deletion_scheduled_for)
     where deletion_scheduled_for is not null`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists auth.users_deletion_due');
  await knex.schema.withSchema('auth').alterTable('users', (table) => {
    table.dropColumn('deletion_scheduled_for');
  });
}
