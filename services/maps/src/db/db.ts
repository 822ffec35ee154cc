import type { Knex } from 'knex';

/** The service's knex or a transaction of it: repositories work with either. */
export type Db = Knex | Knex.Transaction;

/** Postgres' unique_violation error code. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}
