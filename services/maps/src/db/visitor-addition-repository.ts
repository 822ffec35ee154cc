import type { Db } from './db';

/**
 * Visitors' additions to a map: locations with a creating session. The demo map's seeded samples
 * have none, so these never touch them.
 */
const visitorAdditions = (db: Db, mapId: number) =>
  db('locations').where({ map_id: mapId }).whereNotNull('creator_session_id');

/** Deletes the map's oldest visitor addition; resolves its id, or null when there is none. */
export async function deleteOldestVisitorAddition(db: Db, mapId: number): Promise<number | null> {
  const oldest = (await visitorAdditions(db, mapId)
    .orderBy([
      { column: 'created_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ])
    .first('id')) as { id: number } | undefined;
  if (!oldest) return null;
  await db('locations').where({ id: oldest.id }).delete();
  return oldest.id;
}

/**
 * Deletes up to `limit` of the map's visitor additions made before `before`, skipping rows another
 * transaction holds; resolves their ids.
 */
export async function deleteVisitorAdditionsBefore(
  db: Db,
  mapId: number,
  before: Date,
  limit: number,
): Promise<number[]> {
  const due = visitorAdditions(db, mapId)
    .select('id')
    .where('created_at', '<', before)
    .orderBy('id')
    .limit(limit)
    .forUpdate()
    .skipLocked();
  const rows = (await db('locations').whereIn('id', due).delete().returning('id')) as { id: number }[];
  return rows.map((row) => row.id);
}
