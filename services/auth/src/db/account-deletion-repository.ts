import type { Knex } from 'knex';
import type { Db } from './db';

/** An account whose grace period has passed, as the deletion job handles it. */
export interface DueDeletion {
  id: number;
  username: string;
  email: string;
}

/** Schedules the user's deletion for `at` (a later request moves it). */
export async function scheduleUserDeletion(db: Db, id: number, at: Date): Promise<void> {
  await db('users').where({ id }).update({ deletion_scheduled_for: at });
}

/** Clears the user's scheduled deletion; true when one was scheduled. */
export async function cancelUserDeletion(db: Db, id: number): Promise<boolean> {
  const updated = await db('users').where({ id }).whereNotNull('deletion_scheduled_for').update({
    deletion_scheduled_for: null,
  });
  return updated > 0;
}

/** When the user's account is to be deleted; null when nothing is scheduled (or no such user). */
export async function deletionScheduledFor(db: Db, id: number): Promise<Date | null> {
  const row = (await db('users').where({ id }).first('deletion_scheduled_for')) as
    { deletion_scheduled_for: Date | null } | undefined;
  return row?.deletion_scheduled_for ?? null;
}

/**
 * Up to `limit` accounts due for deletion by `now`, locked for this transaction; rows another job
 * run holds are skipped, so replicas never delete one account twice.
 */
export async function lockDueDeletions(
  trx: Knex.Transaction,
  now: Date,
  limit: number,
): Promise<DueDeletion[]> {
  return (await trx('users')
    .where('deletion_scheduled_for', '<=', now)
    .orderBy('deletion_scheduled_for')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .select('id', 'username', 'email')) as DueDeletion[];
}

/** Whether anyone is signed in to the account on a session (none is left after a deletion request). */
export async function hasSignedInSession(db: Db, userId: number): Promise<boolean> {
  return (await db('sessions').where({ user_id: userId }).first('id')) !== undefined;
}

/**
 * Deletes the user row: its tokens go with it (foreign keys cascade), its feedback messages stay
 * without the link and without the e-mail the form sent with them (the account's); the username
 * and e-mail are free again.
 */
export async function deleteUserRow(trx: Knex.Transaction, id: number): Promise<void> {
  await trx('feedback').where({ user_id: id }).update({ email: null });
  await trx('users').where({ id }).delete();
}
