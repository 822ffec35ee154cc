import type { Knex } from 'knex';

// The plan the account moves to when its paid period ends (free after a cancellation, pro after a
// downgrade from business), from billing.plan.changed.v1's scheduledPlan; null when none. GET
// /api/user carries it, so the Subscription page can say what will happen and when.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.withSchema('auth').alterTable('users', (table) => {
    table.text('scheduled_plan');
    table.check(`scheduled_plan in ('free', 'pro', 'business')`, [], 'users_scheduled_plan_check');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.withSchema('auth').alterTable('users', (table) => {
    table.dropChecks('users_scheduled_plan_check');
    table.dropColumn('scheduled_plan');
  });
}
