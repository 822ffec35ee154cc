import { usernameKey, type PlanId, type SubscriptionStatus } from '@groupmap/contracts';
import { uniqueViolation, type Db } from './db';

/** A user as the service works with it (spec section 3). */
export interface User {
  id: number;
  username: string;
  email: string;
  /** When the current e-mail address was verified; null while it is not (issue 11). */
  emailVerifiedAt: Date | null;
  /** A new address waiting for its link to be followed (issue 21); null when none. */
  pendingEmail: string | null;
  passwordHash: string;
  createdAt: Date;
  currentPlan: PlanId;
  subscriptionStatus: SubscriptionStatus | null;
  subscriptionPeriodEnd: Date | null;
  /** The plan the account moves to when the paid period ends; null when nothing is scheduled. */
  scheduledPlan: PlanId | null;
  /** When an operator suspended the account (account:suspend); null while it is not suspended. */
  suspendedAt: Date | null;
  /** "Email me when locations wait for my review" (issue 24, on by default). */
  reviewDigests: boolean;
}

interface UserRow {
  id: number;
  username: string;
  email: string;
  email_verified_at: Date | null;
  pending_email: string | null;
  password_hash: string;
  created_at: Date;
  current_plan: PlanId;
  subscription_status: SubscriptionStatus | null;
  subscription_period_end: Date | null;
  scheduled_plan: PlanId | null;
  suspended_at: Date | null;
  review_digests: boolean;
}

const COLUMNS = [
  'id',
  'username',
  'email',
  'email_verified_at',
  'pending_email',
  'password_hash',
  'created_at',
  'current_plan',
  'subscription_status',
  'subscription_period_end',
  'scheduled_plan',
  'suspended_at',
  'review_digests',
] as const;

function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    emailVerifiedAt: row.email_verified_at,
    pendingEmail: row.pending_email,
    passwordHash: row.password_hash,
    createdAt: row.created_at,
    currentPlan: row.current_plan,
    subscriptionStatus: row.subscription_status,
    subscriptionPeriodEnd: row.subscription_period_end,
    scheduledPlan: row.scheduled_plan,
    suspendedAt: row.suspended_at,
    reviewDigests: row.review_digests,
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

/** The user whose e-mail is `email` in any letter case (e-mails are unique by lower(email)). */
export async function findUserByEmail(db: Db, email: string): Promise<User | null> {
  const row: UserRow | undefined = await db('users')
    .select(COLUMNS)
    .whereRaw('lower(email) = lower(?)', [email])
    .first();
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

/** Sets or clears the account's suspension (null lifts it); false when there is no such user. */
export async function setSuspendedAt(db: Db, id: number, suspendedAt: Date | null): Promise<boolean> {
  const updated = await db('users').where({ id }).update({ suspended_at: suspendedAt });
  return updated > 0;
}

export async function updatePasswordHash(db: Db, id: number, passwordHash: string): Promise<void> {
  await db('users').where({ id }).update({ password_hash: passwordHash });
}

/** Sets "Email me when locations wait for my review" (issue 24); resolves the user as they are now. */
export async function setReviewDigests(db: Db, id: number, on: boolean): Promise<User | undefined> {
  const [row] = (await db('users')
    .where({ id })
    .update({ review_digests: on })
    .returning(COLUMNS)) as UserRow[];
  return row && toUser(row);
}
