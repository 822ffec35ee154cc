import type { Knex } from 'knex';

// Feedback of spec section 3: from a signed-in user (user_id) or a visitor (optional e-mail).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema('auth').createTable('feedback', (table) => {
    table.increments('id');
    table.integer('user_id').references('id').inTable('auth.users').onDelete('SET NULL');
    table.text('email');
    table.text('message').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.withSchema('auth').dropTableIfExists('feedback');
}
