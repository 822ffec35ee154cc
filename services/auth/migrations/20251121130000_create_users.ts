import type { Knex } from 'knex';

// The users of spec section 3. Usernames and e-mails are unique regardless of case ("Alice" and
// "alice" are one account, as users expect), through unique indexes on lower(); the values are kept
// as typed for display. plan_event_sequence is the sequence of the last billing.plan.changed.v1
// applied, so an older event delivered late never overwrites a newer plan.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema('auth').createTable('users', (table) => {
    table.increments('id');
    table.text('username').notNullable();
    table.text('email').notNullable();
    table.text('password_hash').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.text('current_plan').notNullable().defaultTo('free');
    table.text('stripe_customer_id').unique();
    table.text('subscription_id').unique();
    table.text('subscription_status');
    table.timestamp('subscription_period_end', { useTz: true });
    table.bigInteger('plan_event_sequence');
    table.check(`current_plan in ('free', 'pro', 'business')`, [], 'users_current_plan_check');
  });
  await knex.raw('create unique index users_username_lower_key on auth.users (lower(username))');
  await knex.raw('create unique index users_email_lower_key on auth.users (lower(email))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.withSchema('auth').dropTableIfExists('users');
}
