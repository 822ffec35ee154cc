import type { Knex } from 'knex';

// The audit trail of what operators did to accounts (account:suspend, account:reinstate): who, why,
// to which account, when. No foreign key: the record outlives a deleted account, with the username
// it had.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema('auth').createTable('operator_actions', (table) => {
    table.bigIncrements('id');
    table.text('action').notNullable();
    table.integer('user_id').notNullable();
    table.text('username').notNullable();
    table.text('operator').notNullable();
    table.text('reason').notNullable();
    table.jsonb('details').notNullable().defaultTo('{}');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['user_id', 'created_at'], 'operator_actions_user_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.withSchema('auth').dropTableIfExists('operator_actions');
}
