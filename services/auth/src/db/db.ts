import type { Knex } from 'knex';

/** The service's knex or a transaction of it: repositories work with either. */
export type Db = Knex | Knex.Transaction;

/** Postgres' unique_violation: the constraint's name tells which value was taken. */
export function uniqueViolation(error: unknown): string | null {
  const candidate = error as { code?: unknown; constraint?: unknown } | null;
  if (candidate?.code !== '23505') return null;
  return typeof candidate.constraint === 'string' ? candidate.constraint : '';
}
