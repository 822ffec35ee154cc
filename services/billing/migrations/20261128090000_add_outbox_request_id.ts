import { addOutboxRequestIdColumn, dropOutboxRequestIdColumn } from '@groupmap/svc-kit';
import type { Knex } from 'knex';

// Each outbox row keeps the id of the HTTP request that appended it (issue 12: the request id
// travels in NATS headers); null for rows appended by jobs and for rows older than this migration.
export async function up(knex: Knex): Promise<void> {
  await addOutboxRequestIdColumn(knex, 'billing');
}

export async function down(knex: Knex): Promise<void> {
  await dropOutboxRequestIdColumn(knex, 'billing');
}
