import type { Knex } from 'knex';

// Visitor sessions (architecture.md, Requests). Only the SHA-256 hex of the cookie's secret is kept;
// the public id stays across login and logout (the secret rotates), so what a visitor added
// anonymously stays theirs. Sessions outlive their user's sign-out: user_id is just set to null.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema('auth').createTable('sessions', (table) => {
    table.bigIncrements('id');
    table.uuid('public_id').notNullable().unique().defaultTo(knex.raw('gen_random_uuid()'));
    table.text('secret_hash').notNullable().unique();
    table.integer('user_id').references('id').inTable('auth.users').onDelete('SET NULL').index();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('last_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('revoked_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.withSchema('auth').dropTableIfExists('sessions');
}
