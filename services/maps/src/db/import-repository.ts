import type { ApiSchema, ImportFormat, ImportMapping, ImportStatus } from '@groupmap/contracts';
import type { Db } from './db';
import type { LocationWrite } from './location-repository';

const IMPORTS = 'imports';
const ROWS = 'import_rows';

/** A row skipped, and why: a spreadsheet row (CSV) or a feature's number. */
export type ImportProblem = ApiSchema<'ImportProblem'>;

/** An import as stored (migration create_imports). */
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
  /** What its preview rows take in the database, about (stored-preview-bytes.ts). */
  stored_bytes: number;
  status: ImportStatus;
  total: number;
  done: number;
  imported: number | null;
  error: string | null;
  lease_owner: string | null;
  lease_until: Date | null;
  created_at: Date;
  /** The last change of the preview (upload, mapping): a pending preview expires an hour after it. */
  updated_at: Date;
  committed_at: Date | null;
  finished_at: Date | null;
}

/** One record of the file as read. */
export interface ImportRecordRow {
  row: number;
  values: Record<string, string>;
  latitude: number | null;
  longitude: number | null;
}

/** The rows' inserts go in chunks: Postgres takes at most 65,535 bound parameters per statement. */
const INSERT_CHUNK = 2000;

export async function insertImport(
  db: Db,
  row: Pick<
    ImportRow,
    | 'id'
    | 'map_id'
    | 'user_id'
    | 'format'
    | 'file_name'
    | 'columns'
    | 'mapping'
    | 'parse_problems'
    | 'row_count'
    | 'stored_bytes'
  >,
  records: readonly ImportRecordRow[],
): Promise<ImportRow> {
  const [stored] = (await db(IMPORTS)
    .insert({
      ...row,
      columns: JSON.stringify(row.columns),
      mapping: JSON.stringify(row.mapping),
      parse_problems: JSON.stringify(row.parse_problems),
      status: 'pending',
    })
    .returning('*')) as ImportRow[];
  for (let start = 0; start < records.length; start += INSERT_CHUNK) {
    await db(ROWS).insert(
      records.slice(start, start + INSERT_CHUNK).map((record) => ({
        import_id: row.id,
        row: record.row,
        values: JSON.stringify(record.values),
        latitude: record.latitude,
        longitude: record.longitude,
      })),
    );
  }
  return stored!;
}

/** Import `id` of map `mapId`, locked for the rest of the transaction when asked. */
export async function findImport(
  db: Db,
  mapId: number,
  id: string,
  { lock = false } = {},
): Promise<ImportRow | undefined> {
  const query = db(IMPORTS).where({ id, map_id: mapId });
  return (await (lock ? query.forUpdate() : query).first()) as ImportRow | undefined;
}

/** Changes the import; a new mapping is a change of the preview, which restarts its hour. */
export async function updateImport(db: Db, id: string, changes: Partial<ImportRow>): Promise<ImportRow> {
  const columns: Record<string, unknown> = { ...changes };
  if (changes.mapping) {
    columns.mapping = JSON.stringify(changes.mapping);
    columns.updated_at = db.fn.now();
  }
  const [row] = (await db(IMPORTS).where({ id }).update(columns).returning('*')) as ImportRow[];
  return row!;
}

/** The file's records in row order. */
export async function listImportRecords(db: Db, importId: string): Promise<ImportRecordRow[]> {
  return (await db(ROWS)
    .where({ import_id: importId })
    .select('row', 'values', 'latitude', 'longitude')
    .orderBy('row')) as ImportRecordRow[];
}

/** Up to `limit` rows not yet placed nor skipped, in row order. */
export async function listUnplacedRecords(
  db: Db,
  importId: string,
  limit: number,
): Promise<ImportRecordRow[]> {
  return (await db(ROWS)
    .where({ import_id: importId })
    .whereNull('resolved')
    .whereNull('problem')
    .select('row', 'values', 'latitude', 'longitude')
    .orderBy('row')
    .limit(limit)) as ImportRecordRow[];
}

/** How a row turned out: placed (the location to write) or skipped (why). */
export type SettledRow = { row: number } & ({ resolved: LocationWrite } | { problem: string });

/** Records how each of `rows` turned out, in one statement. */
export async function settleImportRows(db: Db, importId: string, rows: readonly SettledRow[]): Promise<void> {
  if (rows.length === 0) return;
  const settled = rows.map((row) =>
    'resolved' in row ? { row: row.row, resolved: row.resolved } : { row: row.row, problem: row.problem },
  );
  await db.raw(
    `update import_rows r set resolved = s.resolved, problem = s.problem
     from jsonb_to_recordset(?::jsonb) as s("row" int, resolved jsonb, problem text)
     where r.import_id = ? and r."row" = s."row"`,
    [JSON.stringify(settled), importId],
  );
}

/** Deletes the import's placed rows once they are locations: only the skipped ones are still told. */
export async function deletePlacedRows(db: Db, importId: string): Promise<void> {
  await db(ROWS).where({ import_id: importId }).whereNotNull('resolved').delete();
}

/** Rows skipped so far (mapping and placing), in row order. */
export async function listRowProblems(db: Db, importId: string): Promise<ImportProblem[]> {
  return (await db(ROWS)
    .where({ import_id: importId })
    .whereNotNull('problem')
    .select('row', { reason: 'problem' })
    .orderBy('row')) as ImportProblem[];
}

/** How many rows are placed and how many skipped. */
export async function countSettledRows(
  db: Db,
  importId: string,
): Promise<{ placed: number; skipped: number }> {
  const row = (await db(ROWS)
    .where({ import_id: importId })
    .select(db.raw('count(resolved)::int as placed'), db.raw('count(problem)::int as skipped'))
    .first()) as { placed: number; skipped: number };
  return row;
}

/**
 * Writes every placed row of the import as a location of `mapId` owned by `userId`, in row order
 * (so ids and the export's order follow the file), in one statement: 10,000 rows in well under a
 * second. Returns how many were written.
 */
export async function insertPlacedLocations(
  db: Db,
  importId: string,
  mapId: number,
  userId: number,
): Promise<number> {
  const result = await db.raw<{ rowCount: number }>(
    `insert into locations (map_id, user_id, creator_session_id, name, address, latitude, longitude,
       region, country, custom_data)
     select ?, ?, null, r.resolved->>'name', r.resolved->>'address',
       (r.resolved->>'latitude')::double precision, (r.resolved->>'longitude')::double precision,
       r.resolved->>'region', r.resolved->>'country', r.resolved->'custom_data'
     from import_rows r where r.import_id = ? and r.resolved is not null order by r.row`,
    [mapId, userId, importId],
  );
  return result.rowCount;
}

/**
 * Takes the lease of the oldest running import nobody holds (or whose holder stopped renewing it),
 * so exactly one worker of all replicas works on each import.
 */
export async function leaseRunningImport(
  db: Db,
  owner: string,
  leaseMs: number,
): Promise<ImportRow | undefined> {
  const { rows } = await db.raw<{ rows: ImportRow[] }>(
    `update imports set lease_owner = ?, lease_until = now() + (? * interval '1 millisecond')
     where id = (
       select id from imports
       where status = 'running' and (lease_until is null or lease_until < now())
       order by committed_at limit 1 for update skip locked
     ) returning *`,
    [owner, leaseMs],
  );
  return rows[0];
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
  await db(ROWS)
    .whereIn(
      'import_id',
      cancelled.map((row) => row.id),
    )
    .delete();
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
