import type { Db } from './db';
import type { ImportProblem } from './import-repository';
import { toLocationColumns, type LocationWrite } from './location-repository';

const ROWS = 'import_rows';

/** One record of the file as read. */
export interface ImportRecordRow {
  row: number;
  values: Record<string, string>;
  latitude: number | null;
  longitude: number | null;
}

/** The rows' inserts go in chunks: Postgres takes at most 65,535 bound parameters per statement. */
const INSERT_CHUNK = 2000;

/** Stores the file's records of import `importId`. */
export async function insertImportRecords(
  db: Db,
  importId: string,
  records: readonly ImportRecordRow[],
): Promise<void> {
  for (let start = 0; start < records.length; start += INSERT_CHUNK) {
    await db(ROWS).insert(
      records.slice(start, start + INSERT_CHUNK).map((record) => ({
        import_id: importId,
        row: record.row,
        values: JSON.stringify(record.values),
        latitude: record.latitude,
        longitude: record.longitude,
      })),
    );
  }
}

/** Deletes the records of the imports `importIds`. */
export async function deleteImportRecords(db: Db, importIds: readonly string[]): Promise<void> {
  await db(ROWS).whereIn('import_id', importIds).delete();
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
    // resolved keeps the columns' names: insertPlacedLocations reads them back in SQL.
    'resolved' in row
      ? { row: row.row, resolved: toLocationColumns(row.resolved) }
      : { row: row.row, problem: row.problem },
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
 * Writes every placed row of the import as a location of `mapId` added by `userId` (their contributor
 * identity `contributorId` there), in row order
 * (so ids and the export's order follow the file), in one statement: 10,000 rows in well under a
 * second. Returns how many were written.
 */
export async function insertPlacedLocations(
  db: Db,
  importId: string,
  mapId: number,
  userId: number,
  contributorId: number,
): Promise<number> {
  const result = await db.raw<{ rowCount: number }>(
    `insert into locations (map_id, user_id, creator_session_id, contributor_id, name, address,
       latitude, longitude, region, country, custom_data)
     select ?, ?, null, ?, r.resolved->>'name', r.resolved->>'address',
       (r.resolved->>'latitude')::double precision, (r.resolved->>'longitude')::double precision,
       r.resolved->>'region', r.resolved->>'country', r.resolved->'custom_data'
     from import_rows r where r.import_id = ? and r.resolved is not null order by r.row`,
    [mapId, userId, contributorId, importId],
  );
  return result.rowCount;
}
