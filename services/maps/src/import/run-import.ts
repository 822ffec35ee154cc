import type { Knex } from 'knex';
import type { StoredImport } from '../db/import-repository';
import { renewImportLease } from '../db/import-lease-repository';
import {
  countSettledRows,
  listUnplacedRecords,
  settleImportRows,
  type SettledRow,
} from '../db/import-row-repository';
import { finishImport } from './finish-import';
import { mapRecord } from './map-record';
import { placeCandidate, type ImportPlacing } from './place-candidate';

/** Rows read at a time. */
const BATCH_ROWS = 500;
/** Progress is recorded (and the lease renewed) at least this often while rows are placed. */
const FLUSH_INTERVAL_MS = 500;

export interface RunImportDeps {
  knex: Knex;
  placing: ImportPlacing;
  /** This worker's lease name and length. */
  owner: string;
  leaseMs: number;
}

/**
 * Works on a leased running import until it is finished, cancelled or the lease is lost: places
 * each row not yet placed (the mapping's problems are recorded as skipped rows), recording what it
 * did twice a second, so a worker that stops loses at most half a second of work and the next
 * one carries on from there. When every row is settled, the final transaction writes the locations.
 */
export async function runImport(deps: RunImportDeps, stored: StoredImport): Promise<void> {
  const { knex, placing, owner, leaseMs } = deps;
  let done = (await countSettledRows(knex, stored.id)).placed;
  let pending: SettledRow[] = [];
  let flushedAt = Date.now();

  /** Records the settled rows and progress; false when the import was cancelled or another worker took it. */
  const flush = async (): Promise<boolean> => {
    await settleImportRows(knex, stored.id, pending);
    pending = [];
    flushedAt = Date.now();
    return renewImportLease(knex, stored.id, owner, leaseMs, done);
  };

  for (;;) {
    const records = await listUnplacedRecords(knex, stored.id, BATCH_ROWS);
    if (records.length === 0) break;
    for (const record of records) {
      const mapped = mapRecord(record, stored.mapping, stored.format);
      const outcome = 'problem' in mapped ? mapped : await placeCandidate(mapped.candidate, placing);
      pending.push({ row: record.row, ...outcome });
      if ('resolved' in outcome) done += 1;
      if (Date.now() - flushedAt >= FLUSH_INTERVAL_MS && !(await flush())) return;
    }
    if (!(await flush())) return;
  }
  await finishImport(knex, stored.id, stored.mapId);
}
