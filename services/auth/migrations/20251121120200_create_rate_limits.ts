import { createRateLimitTable, dropRateLimitTable } from '@groupmap/svc-kit';
import type { Knex } from 'knex';

// Counters of the login and registration rate limits, shared by every replica.
export async function up(knex: Knex): Promise<void> {
  await createRateLimitTable(knex, 'auth');
}

export async function down(knex: Knex): Promise<void> {
  await dropRateLimitTable(knex, 'auth');
}
