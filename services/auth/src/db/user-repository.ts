import type { PlanId, SubscriptionStatus } from '@groupmap/contracts';
import { uniqueViolation, type Db } from './db';

/** A user as the service works with it (spec section 3). */
export interface User {
  id: number;
  username: string;
  email: string;
  passwordHash: string;
  createdAt: Date;
  currentPlan: PlanId;
  subscriptionStatus: SubscriptionStatus | null;
  subscriptionPeriodEnd: Date | null;
}

interface UserRow {
  id: number;
  username: string;
  email: string;
  password_hash: string;
  created_at: Date;
  current_plan: PlanId;
  subscription_status: SubscriptionStatus | null;
  subscription_period_end: Date | null;
}

const COLUMNS = [
  'id',
  'username',
  'email',
  'password_hash',
  'created_at',
  'current_plan',
  'subscription_status',
  'subscription_period_end',
] as const;

function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    passwordHash: row.password_hash,
    createdAt: row.created_at,
    currentPlan: row.current_plan,
    subscriptionStatus: row.subscription_status,
    subscriptionPeriodEnd: row.subscription_period_end,
  };
}

/** Thrown by {@link insertUser} when the username or e-mail is taken (in any letter case). */
export class DuplicateUserError extends Error {
  readonly field: 'username' | 'email';

  constructor(field: 'username' | 'email') {
    super(`${field} already taken`);
    this.name = 'DuplicateUserError';
    this.field = field;
  }
}

export async function findUserById(db: Db, id: number): Promise<User | null> {
  const row: UserRow | undefined = await db('users').select(COLUMNS).where({ id }).first();
  return row ? toUser(row) : null;
}

/** The user with this username in any letter case (usernames are unique regardless of case). */
export async function findUserByUsername(db: Db, username: string): Promise<User | null> {
  const row: UserRow | undefined = await db('users')
    .select(COLUMNS)
    .whereRaw('lower(username) = lower(?)', [username])
    .first();
  return row ? toUser(row) : null;
}

/** Which of `username` and `email` already belong to an account, in any letter case. */
export async function takenIdentifiers(
  db: Db,
  username: string,
  email: string,
): Promise<{ username: boolean; email: boolean }> {
  const rows: Array<{ username_taken: boolean; email_taken: boolean }> = await db('users')
    .select(
      db.raw('bool_or(lower(username) = lower(?)) as username_taken', [username]),
      db.raw('bool_or(lower(email) = lower(?)) as email_taken', [email]),
    )
    .whereRaw('lower(username) = lower(?) or lower(email) = lower(?)', [username, email]);
  return { username: rows[0]?.username_taken === true, email: rows[0]?.email_taken === true };
}

/**
 * Inserts a new user on the free plan. A concurrent registration of the same name or e-mail that
 * won the race surfaces as a {@link DuplicateUserError}.
 */
export async function insertUser(
  db: Db,
  input: { username: string; email: string; passwordHash: string },
): Promise<User> {
  try {
    const [row]: UserRow[] = await db('users')
      .insert({ username: input.username, email: input.email, password_hash: input.passwordHash })
      .returning(COLUMNS);
    return toUser(row!);
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'users_username_lower_key') throw new DuplicateUserError('username');
    if (constraint === 'users_email_lower_key') throw new DuplicateUserError('email');
    throw error;
  }
}

export async function updatePasswordHash(db: Db, id: number, passwordHash: string): Promise<void> {
  await db('users').where({ id }).update({ password_hash: passwordHash });
}

export interface PlanChange {
  plan: PlanId;
  status: SubscriptionStatus | null;
  periodEnd: Date | null;
  /** The event's sequence in billing's per-user order. */
  sequence: number;
}

/**
 * Sets the user's plan fields from a plan-change event, unless a later event of the same user was
 * applied already. Returns what happened, for the consumer's log line.
 */
export async function applyPlanChange(
  db: Db,
  userId: number,
  change: PlanChange,
): Promise<'applied' | 'stale' | 'no-user'> {
  const updated = await db('users')
    .where({ id: userId })
    .andWhere((query) =>
      query.whereNull('plan_event_sequence').orWhere('plan_event_sequence', '<', change.sequence),
    )
    .update({
      current_plan: change.plan,
      subscription_status: change.status,
      subscription_period_end: change.periodEnd,
      plan_event_sequence: change.sequence,
    });
  if (updated > 0) return 'applied';
  const exists = await db('users').where({ id: userId }).first('id');
  return exists ? 'stale' : 'no-user';
}
