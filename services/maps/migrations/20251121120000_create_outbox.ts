import { createOutboxTable, dropOutboxTable } from '@groupmap/svc-kit';
import type { Knex } from 'knex';

// maps publishes its map and location events (realtime fans them out) through its outbox.
export async function up(knex: Knex): Promise<void> {
  await createOutboxTable(knex, 'maps');
}

export async function down(knex: Knex): Promise<void> {
  await dropOutboxTable(knex, 'maps');
}
