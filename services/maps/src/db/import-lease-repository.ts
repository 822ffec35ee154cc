import type { Db } from './db';
import { toImport, type ImportRow, type StoredImport } from './import-repository';

const IMPORTS = 'imports';

/**
 * Takes the lease of the oldest running import nobody holds (or whose holder stopped renewing it),
 * so exactly one worker of all replicas works on each import.
 */
export async function leaseRunningImport(
  db: Db,
  owner: string,
  leaseMs: number,
): Promise<StoredImport | undefined> {
  const { rows } = await db.raw<{ rows: ImportRow[] }>(
    `update imports set lease_owner = ?, lease_until = now() + (? * interval '1 millisecond')
     where id = (
       select id from imports
       where status = 'running' and (lease_until is null or lease_until < now())
       order by committed_at limit 1 for update skip locked
     ) returning *`,
    [owner, leaseMs],
  );
  return rows[0] && toImport(rows[0]);
}

/** Extends `owner`'s lease and records progress; false when the lease is no longer theirs or the import stopped running. */
export async function renewImportLease(
  db: Db,
  id: string,
  owner: string,
  leaseMs: number,
  done: number,
): Promise<boolean> {
  const updated = await db(IMPORTS)
    .where({ id, lease_owner: owner, status: 'running' })
    .update({ lease_until: db.raw(`now() + (? * interval '1 millisecond')`, [leaseMs]), done });
  return updated === 1;
}
