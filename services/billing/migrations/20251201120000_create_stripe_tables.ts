import type { Knex } from 'knex';

// The Stripe integration's own records: the one Stripe customer of each user (created once, reused
// by every checkout) and every webhook event already applied, so a redelivery changes nothing.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema('billing').createTable('stripe_customers', (table) => {
    table.integer('user_id').primary();
    table.text('customer_id').notNullable().unique();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.withSchema('billing').createTable('processed_webhook_events', (table) => {
    table.text('event_id').primary();
    table.text('type').notNullable();
    table.timestamp('processed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.withSchema('billing').dropTableIfExists('processed_webhook_events');
  await knex.schema.withSchema('billing').dropTableIfExists('stripe_customers');
}
