import type { ApiSchema, ImportFormat, ImportMapping, ImportStatus } from '@groupmap/contracts';
import type { Db } from './db';
import { insertImportRecords, type ImportRecordRow } from './import-row-repository';

const IMPORTS = 'imports';

/** A row skipped, and why: a spreadsheet row (CSV) or a feature's number. */
export type ImportProblem = ApiSchema<'ImportProblem'>;

/** An import as the service works with it (migration create_imports). */
export interface StoredImport {
  id: string;
  mapId: number;
  userId: number;
  format: ImportFormat;
  fileName: string;
  columns: string[];
  mapping: ImportMapping;
  parseProblems: ImportProblem[];
  rowCount: number;
  /** What its preview rows take in the database, about (stored-preview-bytes.ts). */
  storedBytes: number;
  status: ImportStatus;
  total: number;
  done: number;
  imported: number | null;
  error: string | null;
  leaseOwner: string | null;
  leaseUntil: Date | null;
  createdAt: Date;
  /** The last change of the preview (upload, mapping): a pending preview expires an hour after it. */
  updatedAt: Date;
  committedAt: Date | null;
  finishedAt: Date | null;
}

export interface ImportRow {
  id: string;
  map_id: number;
  user_id: number;
  format: ImportFormat;
  file_name: string;
  columns: string[];
  mapping: ImportMapping;
  parse_problems: ImportProblem[];
  row_count: number;
  stored_bytes: number;
  status: ImportStatus;
  total: number;
  done: number;
  imported: number | null;
  error: string | null;
  lease_owner: string | null;
  lease_until: Date | null;
  created_at: Date;
  updated_at: Date;
  committed_at: Date | null;
  finished_at: Date | null;
}

export function toImport(row: ImportRow): StoredImport {
  return {
    id: row.id,
    mapId: row.map_id,
    userId: row.user_id,
    format: row.format,
    fileName: row.file_name,
    columns: row.columns,
    mapping: row.mapping,
    parseProblems: row.parse_problems,
    rowCount: row.row_count,
    storedBytes: row.stored_bytes,
    status: row.status,
    total: row.total,
    done: row.done,
    imported: row.imported,
    error: row.error,
    leaseOwner: row.lease_owner,
    leaseUntil: row.lease_until,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    committedAt: row.committed_at,
    finishedAt: row.finished_at,
  };
}

/** What an upload stores of a new import (its preview). */
export type NewImport = Pick<
  StoredImport,
  | 'id'
  | 'mapId'
  | 'userId'
  | 'format'
  | 'fileName'
  | 'columns'
  | 'mapping'
  | 'parseProblems'
  | 'rowCount'
  | 'storedBytes'
>;

export async function insertImport(
  db: Db,
  upload: NewImport,
  records: readonly ImportRecordRow[],
): Promise<StoredImport> {
  const [stored] = (await db(IMPORTS)
    .insert({
      id: upload.id,
      map_id: upload.mapId,
      user_id: upload.userId,
      format: upload.format,
      file_name: upload.fileName,
      columns: JSON.stringify(upload.columns),
      mapping: JSON.stringify(upload.mapping),
      parse_problems: JSON.stringify(upload.parseProblems),
      row_count: upload.rowCount,
      stored_bytes: upload.storedBytes,
      status: 'pending',
    })
    .returning('*')) as ImportRow[];
  await insertImportRecords(db, upload.id, records);
  return toImport(stored!);
}

/** Import `id` of map `mapId`, locked for the rest of the transaction when asked. */
export async function findImport(
  db: Db,
  mapId: number,
  id: string,
  { lock = false } = {},
): Promise<StoredImport | undefined> {
  const query = db(IMPORTS).where({ id, map_id: mapId });
  const row = (await (lock ? query.forUpdate() : query).first()) as ImportRow | undefined;
  return row && toImport(row);
}

/** A new mapping; it is a change of the preview, which restarts its hour. */
export async function storeImportMapping(db: Db, id: string, mapping: ImportMapping): Promise<StoredImport> {
  return updateImport(db, id, { mapping: JSON.stringify(mapping), updated_at: db.fn.now() });
}

/** The owner's go-ahead: the import runs with `mapping` over `total` rows. */
export async function startImportRun(
  db: Db,
  id: string,
  run: { mapping: ImportMapping; total: number },
): Promise<StoredImport> {
  return updateImport(db, id, {
    mapping: JSON.stringify(run.mapping),
    status: 'running',
    total: run.total,
    done: 0,
    committed_at: new Date(),
  });
}

/** How an import ended: cancelled, failed (why) or done (how many locations it wrote). */
export type ImportOutcome =
  | { status: 'cancelled' }
  | { status: 'failed'; error: string; done: number }
  | { status: 'done'; imported: number; done: number };

/** Ends import `id` with `outcome`, releasing its lease. */
export async function endImport(db: Db, id: string, outcome: ImportOutcome): Promise<StoredImport> {
  return updateImport(db, id, { ...outcome, finished_at: new Date(), lease_owner: null, lease_until: null });
}

async function updateImport(db: Db, id: string, columns: Partial<Record<keyof ImportRow, unknown>>) {
  const [row] = (await db(IMPORTS).where({ id }).update(columns).returning('*')) as ImportRow[];
  return toImport(row!);
}
