import { usernameKey, type PlanId, type SubscriptionStatus } from '@groupmap/contracts';
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
  /** The plan the account moves to when the paid period ends; null when nothing is scheduled. */
  scheduledPlan: PlanId | null;
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
  scheduled_plan: PlanId | null;
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
  'scheduled_plan',
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
    scheduledPlan: row.scheduled_plan,
  };
}

/** Thrown by {@link insertUser} when the username (by its key) or e-mail (in any case) is taken. */
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

/** The user whose username has the key `usernameKey` (contracts' `usernameKey` of what was typed). */
export async function findUserByUsernameKey(db: Db, key: string): Promise<User | null> {
  const row: UserRow | undefined = await db('users').select(COLUMNS).where({ username_key: key }).first();
  return row ? toUser(row) : null;
}

/** Which of `username` (by its key) and `email` (in any letter case) already belong to an account. */
export async function takenIdentifiers(
  db: Db,
  username: string,
  email: string,
): Promise<{ username: boolean; email: boolean }> {
  const key = usernameKey(username);
  const rows: Array<{ username_taken: boolean; email_taken: boolean }> = await db('users')
    .select(
      db.raw('bool_or(username_key = ?) as username_taken', [key]),
      db.raw('bool_or(lower(email) = lower(?)) as email_taken', [email]),
    )
    .whereRaw('username_key = ? or lower(email) = lower(?)', [key, email]);
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
      .insert({
        username: input.username,
        username_key: usernameKey(input.username),
        email: input.email,
        password_hash: input.passwordHash,
      })
      .returning(COLUMNS);
    return toUser(row!);
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'users_username_key_key') throw new DuplicateUserError('username');
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
  /** The plan the user moves to when the period ends; null when none (or the event predates it). */
  scheduledPlan: PlanId | null;
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
      scheduled_plan: change.scheduledPlan,
      plan_event_sequence: change.sequence,
    });
  if (updated > 0) return 'applied';
  const exists = await db('users').where({ id: userId }).first('id');
  return exists ? 'stale' : 'no-user';
}
