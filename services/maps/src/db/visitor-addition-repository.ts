import type { Db } from './db';

/**
 * Visitors' additions to a map: locations with a creating session. The demo map's seeded samples
 * have none, so these never touch them.
 */
const visitorAdditions = (db: Db, mapId: number) =>
  db('locations').where({ map_id: mapId }).whereNotNull('creator_session_id');

/**
 * Purges the map's oldest visitor addition that still counts (not deleted); resolves its id, or null
 * when there is none. The demo map has no owner to restore anything, so nothing is kept.
 */
export async function deleteOldestVisitorAddition(db: Db, mapId: number): Promise<number | null> {
  const oldest = (await visitorAdditions(db, mapId)
    .whereNot('state', 'deleted')
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
 * Purges up to `limit` of the map's visitor additions made before `before`, skipping rows another
 * transaction holds; resolves their ids and which were already deleted (nobody is shown those).
 */
export async function deleteVisitorAdditionsBefore(
  db: Db,
  mapId: number,
  before: Date,
  limit: number,
): Promise<{ id: number; wasDeleted: boolean }[]> {
  const due = visitorAdditions(db, mapId)
    .select('id')
    .where('created_at', '<', before)
    .orderBy('id')
    .limit(limit)
    .forUpdate()
    .skipLocked();
  const rows = (await db('locations').whereIn('id', due).delete().returning(['id', 'state'])) as {
    id: number;
    state: string;
  }[];
  return rows.map((row) => ({ id: row.id, wasDeleted: row.state === 'deleted' }));
}
