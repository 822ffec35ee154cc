import type { ParsedRecord } from './parse';

/**
 * What a row costs in `import_rows` besides its values: the tuple header, the import id, the row
 * number, the coordinates and the index entry, rounded up.
 */
const ROW_OVERHEAD_BYTES = 96;

/**
 * About how many bytes a file's preview takes in the database: each row's values are kept as JSON
 * keyed by column name, which is several times the file for a wide spreadsheet. The per-owner
 * preview budget (pending-previews.ts) is counted in these.
 */
export function storedPreviewBytes(records: readonly ParsedRecord[]): number {
  let total = 0;
  for (const record of records)
    total += Buffer.byteLength(JSON.stringify(record.values)) + ROW_OVERHEAD_BYTES;
  return total;
}
