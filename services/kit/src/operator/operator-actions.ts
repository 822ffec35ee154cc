import type { Knex } from 'knex';

/** One operator action as every service's `operator_actions` table records it. */
export interface OperatorActionEntry {
  /** What was done, e.g. `account.suspend`, `location.remove`. */
  action: string;
  /** Who did it (--by) and why (--reason), as the operator typed them. */
  operator: string;
  reason: string;
  /** What was acted on, for whoever reads the trail later (the rows may be gone). */
  details?: Record<string, unknown>;
  at: Date;
}

/**
 * Appends an operator's action to the service's audit trail (`operator_actions` in its schema), in
 * the caller's transaction; answers its id. `subject` holds the service's own columns naming what
 * was acted on (an account; a map and a location), which outlive it: no foreign keys.
 */
export async function appendOperatorAction(
  db: Knex | Knex.Transaction,
  entry: OperatorActionEntry,
  subject: Record<string, string | number | null>,
): Promise<number> {
  const [row] = await db('operator_actions')
    .insert({
      action: entry.action,
      ...subject,
      operator: entry.operator,
      reason: entry.reason,
      details: JSON.stringify(entry.details ?? {}),
      created_at: entry.at,
    })
    .returning('id');
  return Number((row as { id: string | number }).id);
}
