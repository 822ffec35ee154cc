import { createProcessedEventsTable, dropProcessedEventsTable } from '@groupmap/svc-kit';
import type { Knex } from 'knex';

// maps consumes billing.plan.changed.v1 into its plan projection; redeliveries are skipped here.
export async function up(knex: Knex): Promise<void> {
  await createProcessedEventsTable(knex, 'maps');
}

export async function down(knex: Knex): Promise<void> {
  await dropProcessedEventsTable(knex, 'maps');
}
