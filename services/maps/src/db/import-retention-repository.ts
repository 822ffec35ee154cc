import type { Db } from './db';
import { deleteImportRecords } from './import-row-repository';

const IMPORTS = 'imports';

/**
 * Serialises the uploads of one user until the transaction ends, so two at once cannot both find room
 * for a preview. (A row lock would not do: the rows that matter are the ones about to be inserted.)
 */
export async function lockUserImports(db: Db, userId: number): Promise<void> {
  await db.raw('select pg_advisory_xact_lock(hashtext(?), ?)', ['maps.imports', userId]);
}

/** A pending preview as its owner's share counts it. */
export interface PendingPreview {
  id: string;
  mapId: number;
  storedBytes: number;
}

/** The user's pending previews, least recently changed first. */
export async function listPendingPreviews(db: Db, userId: number): Promise<PendingPreview[]> {
  return (await db(IMPORTS)
    .where({ user_id: userId, status: 'pending' })
    .orderBy([{ column: 'updated_at' }, { column: 'created_at' }])
    .select('id', { mapId: 'map_id', storedBytes: 'stored_bytes' })) as PendingPreview[];
}

/**
 * Cancels the pending previews `ids` with `reason` (a contract message their status then shows) and
 * deletes their rows, which are what a preview costs. Returns how many were cancelled.
 */
export async function cancelPendingPreviews(db: Db, ids: readonly string[], reason: string): Promise<number> {
  if (ids.length === 0) return 0;
  const cancelled = (await db(IMPORTS)
    .whereIn('id', ids)
    .where({ status: 'pending' })
    .update({ status: 'cancelled', error: reason, finished_at: db.fn.now() })
    .returning('id')) as { id: string }[];
  await deleteImportRecords(
    db,
    cancelled.map((row) => row.id),
  );
  return cancelled.length;
}

/** The ids of pending previews nobody changed since `before`. */
export async function listExpiredPreviews(db: Db, before: Date): Promise<string[]> {
  return db(IMPORTS).where({ status: 'pending' }).where('updated_at', '<', before).pluck('id');
}

/** Deletes finished imports (done, failed, cancelled) older than `before`, with their rows. */
export async function deleteFinishedImports(db: Db, before: Date): Promise<number> {
  return db(IMPORTS)
    .whereIn('status', ['done', 'failed', 'cancelled'])
    .where('finished_at', '<', before)
    .delete();
}
