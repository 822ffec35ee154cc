import type { Knex } from 'knex';

// When the account's current e-mail address was verified (issue 11); null while it is not. Changing
// the address sets it back to null. Accounts made before this stay unverified: nothing proved their
// address, and verification is offered, never required (the spec does not require it).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema('auth').alterTable('users', (table) => {
    table.timestamp('email_verified_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.withSchema('auth').alterTable('users', (table) => {
    table.dropColumn('email_verified_at');
  });
}
