import { createRateLimitTable, dropRateLimitTable } from '@groupmap/svc-kit';
import type { Knex } from 'knex';

// Counters of the subscribe rate limits (per user and per client IP), shared by every replica.
export async function up(knex: Knex): Promise<void> {
  await createRateLimitTable(knex, 'billing');
}

export async function down(knex: Knex): Promise<void> {
  await dropRateLimitTable(knex, 'billing');
}
