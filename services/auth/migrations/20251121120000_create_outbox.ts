import { createOutboxTable, dropOutboxTable } from '@groupmap/svc-kit';
import type { Knex } from 'knex';

// auth publishes auth.session.revoked.v1 (the gateway drops cached sessions on it) through its outbox.
export async function up(knex: Knex): Promise<void> {
  await createOutboxTable(knex, 'auth');
}

export async function down(knex: Knex): Promise<void> {
  await dropOutboxTable(knex, 'auth');
}
