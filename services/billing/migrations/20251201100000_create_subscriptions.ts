import type { Knex } from 'knex';

// The subscriptions entity of spec section 3, one row per user (user_id unique: a user holds at most
// one subscription, upgrades and downgrades change it). scheduled_plan is a downgrade waiting for the
// period end; last_change_at is when the newest change applied happened, so a change delivered late
// (an older webhook) never overwrites a newer state.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema('billing').createTable('subscriptions', (table) => {
    table.increments('id');
    table.integer('user_id').notNullable().unique();
    table.text('stripe_subscription_id').unique();
    table.text('plan_tier').notNullable();
    table.text('status').notNullable();
    table.timestamp('current_period_start', { useTz: true });
    table.timestamp('current_period_end', { useTz: true });
    table.boolean('cancel_at_period_end').notNullable().defaultTo(false);
    table.text('scheduled_plan');
    table.timestamp('last_change_at', { useTz: true }).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.check(`plan_tier in ('free', 'pro', 'business')`, [], 'subscriptions_plan_tier_check');
    table.check(`scheduled_plan in ('free', 'pro', 'business')`, [], 'subscriptions_scheduled_plan_check');
  });
  // The period-end job looks only for due cancellations and downgrades of subscriptions billing runs.
  await knex.raw(
    `create index subscriptions_due_idx on billing.subscriptions (current_period_end)
     where stripe_subscription_id is null and (cancel_at_period_end or scheduled_plan is not null)`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.withSchema('billing').dropTableIfExists('subscriptions');
}
