import type { Knex } from 'knex';

// Links sent to verify an e-mail address. Only the SHA-256 of the link's token is kept, so a copy of
// the table verifies nothing. Each link is bound to the address it was sent to: it verifies the
// account only while that is still the account's address, so an old link cannot verify a later one.
// used_at makes a link single use; rows go with their user.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema('auth').createTable('email_verifications', (table) => {
    table.increments('id');
    table.integer('user_id').notNullable().references('id').inTable('auth.users').onDelete('CASCADE');
    table.text('email').notNullable();
    table.text('token_hash').notNullable().unique();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('used_at', { useTz: true });
    table.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.withSchema('auth').dropTableIfExists('email_verifications');
}
