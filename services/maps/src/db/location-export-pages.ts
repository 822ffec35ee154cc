import type { Db } from './db';
import type { StoredLocation } from './location-repository';

/** What an export reads of a location: the location without who added it. */
export type ExportedLocation = Pick<
  StoredLocation,
  'id' | 'name' | 'address' | 'latitude' | 'longitude' | 'region' | 'country' | 'customData' | 'createdAt'
>;

type ExportRow = ExportedLocation & {
  /** created_at as Postgres prints it, to the microsecond: the next page starts after it exactly. */
  createdAtText: string;
};

/** Rows per query: big enough that round trips do not dominate, small enough to keep memory flat. */
export const EXPORT_PAGE_SIZE = 1000;

/**
 * The map's published locations oldest first, `pageSize` at a time, by keyset pagination on (created_at, id)
 * (locations_map_newest_index serves each page as a range scan). Each page is its own query, so no
 * connection is held while a slow client takes the previous one; a location added or removed
 * meanwhile may or may not be in the file, as if the export had run a moment earlier or later.
 */
export async function* locationExportPages(
  db: Db,
  mapId: number,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<ExportedLocation[]> {
  let after: { at: string; id: number } | undefined;
  for (;;) {
    const query = db('locations')
      .select('id', 'name', 'address', 'latitude', 'longitude', 'region', 'country')
      .select({ customData: 'custom_data', createdAt: 'created_at' })
      .select(db.raw('created_at::text as "createdAtText"'))
      .where({ map_id: mapId, state: 'published' });
    if (after) query.whereRaw('(created_at, id) > (?::timestamptz, ?)', [after.at, after.id]);
    const rows = (await query
      .orderBy([
        { column: 'created_at', order: 'asc' },
        { column: 'id', order: 'asc' },
      ])
      .limit(pageSize)) as ExportRow[];
    if (rows.length > 0) yield rows.map(({ createdAtText: _text, ...location }) => location);
    if (rows.length < pageSize) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.createdAtText, id: last.id };
  }
}
