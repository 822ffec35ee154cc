import type { Knex } from 'knex';

// Checkouts of the built-in TEST MODE (no Stripe configured). The price and discount are fixed when
// the checkout starts, as Stripe fixes them on its session; status moves pending -> completed or
// cancelled once, which makes completing twice apply the plan once.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema('billing').createTable('test_checkout_sessions', (table) => {
    table.uuid('id').primary();
    table.integer('user_id').notNullable().index();
    table.text('plan').notNullable();
    table.decimal('amount_gbp', 10, 2).notNullable();
    table.text('discount_code');
    table.integer('percent_off');
    table.text('status').notNullable().defaultTo('pending');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.check(`plan in ('pro', 'business')`, [], 'test_checkout_sessions_plan_check');
    table.check(`status in ('pending', 'completed', 'cancelled')`, [], 'test_checkout_sessions_status_check');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.withSchema('billing').dropTableIfExists('test_checkout_sessions');
}
