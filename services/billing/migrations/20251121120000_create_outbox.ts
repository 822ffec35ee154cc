import { createOutboxTable, dropOutboxTable } from '@groupmap/svc-kit';
import type { Knex } from 'knex';

// billing publishes billing.plan.changed.v1, the only source of a user's plan, through its outbox.
export async function up(knex: Knex): Promise<void> {
  await createOutboxTable(knex, 'billing');
}

export async function down(knex: Knex): Promise<void> {
  await dropOutboxTable(knex, 'billing');
}
