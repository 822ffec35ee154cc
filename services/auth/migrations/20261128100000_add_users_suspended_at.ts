import type { Knex } from 'knex';

// When an operator suspended the account (`npm run account:suspend`, the terms' termination for
// violations); null while it is not. A suspended account cannot log in or reset its password, and
// its sessions resolve to nobody. Who did it and why are in operator_actions.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema('auth').alterTable('users', (table) => {
    table.timestamp('suspended_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.withSchema('auth').alterTable('users', (table) => {
    table.dropColumn('suspended_at');
  });
}
