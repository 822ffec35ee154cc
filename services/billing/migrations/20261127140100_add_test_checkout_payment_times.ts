import type { Knex } from 'knex';

// When a TEST MODE checkout was paid and when it was refunded (issue 11): the terms' 7-day
// money-back window counts from the payment, and a deleted account's new subscription is refunded
// once. Checkouts completed before this have no payment time and are never refunded.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema('billing').alterTable('test_checkout_sessions', (table) => {
    table.timestamp('completed_at', { useTz: true });
    table.timestamp('refunded_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.withSchema('billing').alterTable('test_checkout_sessions', (table) => {
    table.dropColumn('refunded_at');
    table.dropColumn('completed_at');
  });
}
