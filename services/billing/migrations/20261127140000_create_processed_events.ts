import { createProcessedEventsTable, dropProcessedEventsTable } from '@groupmap/svc-kit';
import type { Knex } from 'knex';

// Billing's first consumer (auth.account.deleted.v1, issue 11): a redelivered event is skipped here,
// so a deleted account's subscription is cancelled, and refunded, once.
export async function up(knex: Knex): Promise<void> {
  await createProcessedEventsTable(knex, 'billing');
}

export async function down(knex: Knex): Promise<void> {
  await dropProcessedEventsTable(knex, 'billing');
}
