import { createProcessedEventsTable, dropProcessedEventsTable } from '@groupmap/svc-kit';
import type { Knex } from 'knex';

// auth consumes billing.plan.changed.v1 to keep the user's current plan; redeliveries are skipped here.
export async function up(knex: Knex): Promise<void> {
  await createProcessedEventsTable(knex, 'auth');
}

export async function down(knex: Knex): Promise<void> {
  await dropProcessedEventsTable(knex, 'auth');
}
