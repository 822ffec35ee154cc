import type { Knex } from 'knex';

// Issue 24: "Email me when locations wait for my review", on for every account until its owner turns
// it off on /account.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema('auth').alterTable('users', (table) => {
    table.boolean('review_digests').notNullable().defaultTo(true);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.withSchema('auth').alterTable('users', (table) => {
    table.dropColumn('review_digests');
  });
}
