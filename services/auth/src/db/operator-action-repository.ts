import { appendOperatorAction } from '@groupmap/svc-kit';
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
export function recordOperatorAction(
  db: Db,
  { userId, username, ...entry }: OperatorActionRecord,
): Promise<number> {
  return appendOperatorAction(db, entry, { user_id: userId, username });
}
