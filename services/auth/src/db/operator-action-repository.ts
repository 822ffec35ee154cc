import type { Db } from './db';

/** What operators do to accounts; each is one row of auth.operator_actions. */
export type AccountAction = 'account.suspend' | 'account.reinstate';

export interface OperatorActionRecord {
  action: AccountAction;
  userId: number;
  username: string;
  /** Who did it (--by) and why (--reason), as the operator typed them. */
  operator: string;
  reason: string;
  details?: Record<string, unknown>;
  at: Date;
}

/** Appends an operator's action to the audit trail, in the caller's transaction; answers its id. */
export async function recordOperatorAction(db: Db, record: OperatorActionRecord): Promise<number> {
  const [row] = await db('operator_actions')
    .insert({
      action: record.action,
      user_id: record.userId,
      username: record.username,
      operator: record.operator,
      reason: record.reason,
      details: JSON.stringify(record.details ?? {}),
      created_at: record.at,
    })
    .returning('id');
  return Number((row as { id: string | number }).id);
}
