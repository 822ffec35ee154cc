import type { Knex } from 'knex';

// Password reset links (issue 11). Only the SHA-256 hex of the link's token is kept, so a copy of
// the table resets nothing. used_at makes a link single use (a successful reset also marks the
// account's other open links used); rows go with their user.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema('auth').createTable('password_reset_tokens', (table) => {
    table.bigIncrements('id');
    table.integer('user_id').notNullable().references('id').inTable('auth.users').onDelete('CASCADE');
    table.text('token_hash').notNullable().unique();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('used_at', { useTz: true });
    table.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.withSchema('auth').dropTableIfExists('password_reset_tokens');
}
