import { uniqueViolation, type Db } from './db';
import { DuplicateUserError } from './user-repository';

/** Keeps `email` as the account's pending address (null drops it); the account's address stays. */
export async function setPendingEmail(db: Db, id: number, email: string | null): Promise<void> {
  await db('users').where({ id }).update({ pending_email: email });
}

/**
 * Makes the pending address `email` the account's, verified at `at`, only while it is still the one
 * pending; false when it no longer is. Another account holding it (in any letter case) surfaces as a
 * {@link DuplicateUserError}.
 */
export async function adoptPendingEmail(db: Db, id: number, email: string, at: Date): Promise<boolean> {
  try {
    const updated = await db('users')
      .where({ id, pending_email: email })
      .update({ email, email_verified_at: at, pending_email: null });
    return updated > 0;
  } catch (error) {
    if (uniqueViolation(error) === 'users_email_lower_key') throw new DuplicateUserError('email');
    throw error;
  }
}

/** Whether another account than `id` holds `email`, in any letter case. */
export async function emailTakenByOther(db: Db, id: number, email: string): Promise<boolean> {
  const row = await db('users').whereRaw('lower(email) = lower(?)', [email]).whereNot({ id }).first('id');
  return row !== undefined;
}

/** Marks the user's e-mail verified, only while it is still `email`; false when it no longer is. */
export async function markEmailVerified(db: Db, id: number, email: string, at: Date): Promise<boolean> {
  const updated = await db('users').where({ id, email }).update({ email_verified_at: at });
  return updated > 0;
}
