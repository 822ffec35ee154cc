import { createRateLimitTable, dropRateLimitTable } from '@groupmap/svc-kit';
import type { Knex } from 'knex';

// Counters of the map-password rate limits (per session and per IP), shared by every replica.
export async function up(knex: Knex): Promise<void> {
  await createRateLimitTable(knex, 'maps');
}

export async function down(knex: Knex): Promise<void> {
  await dropRateLimitTable(knex, 'maps');
}
