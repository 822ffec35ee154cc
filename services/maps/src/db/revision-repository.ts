import type { Db } from './db';
import {
  fromLocationColumns,
  toLocationColumns,
  type LocationWrite,
  type LocationWriteColumns,
  type StoredLocation,
} from './location-repository';

const TABLE = 'location_revisions';

/** An edit awaiting the owner's review: the location's one pending revision (issue 24). */
export interface StoredRevision {
  locationId: number;
  mapId: number;
  contributorId: number | null;
  userId: number | null;
  creatorSessionId: string | null;
  write: LocationWrite;
  createdAt: Date;
}

interface RevisionRow extends LocationWriteColumns {
  location_id: number;
  map_id: number;
  contributor_id: number | null;
  user_id: number | null;
  creator_session_id: string | null;
  created_at: Date;
}

const toRevision = (row: RevisionRow): StoredRevision => ({
  locationId: row.location_id,
  mapId: row.map_id,
  contributorId: row.contributor_id,
  userId: row.user_id,
  creatorSessionId: row.creator_session_id,
  write: fromLocationColumns(row),
  createdAt: row.created_at,
});

/** Writes `location`'s pending revision, replacing one it had (a second edit replaces the first). */
export async function saveRevision(
  db: Db,
  location: Pick<StoredLocation, 'id' | 'mapId'>,
  editor: { userId: number | null; sessionId: string | null; contributorId: number | null },
  write: LocationWrite,
): Promise<StoredRevision> {
  const columns = toLocationColumns(write);
  const [row] = (await db(TABLE)
    .insert({
      location_id: location.id,
      map_id: location.mapId,
      contributor_id: editor.contributorId,
      user_id: editor.userId,
      creator_session_id: editor.sessionId,
      ...columns,
      custom_data: JSON.stringify(columns.custom_data),
      created_at: db.fn.now(),
    })
    .onConflict('location_id')
    .merge()
    .returning('*')) as RevisionRow[];
  return toRevision(row!);
}

export async function findRevision(db: Db, locationId: number): Promise<StoredRevision | undefined> {
  const row = (await db(TABLE).where({ location_id: locationId }).first()) as RevisionRow | undefined;
  return row && toRevision(row);
}

/** Discards location `locationId`'s pending revision, if any; resolves it. */
export async function deleteRevision(db: Db, locationId: number): Promise<StoredRevision | undefined> {
  const [row] = (await db(TABLE).where({ location_id: locationId }).delete().returning('*')) as RevisionRow[];
  return row && toRevision(row);
}

/**
 * The map's pending revisions `viewer` may see (contracts' canSeeLocation, as for a pending location):
 * every one for the map's owner, else those the viewer's account or session made.
 */
export async function listRevisionsVisibleTo(
  db: Db,
  mapId: number,
  viewer: {
    userId: number | null;
    sessionId: string | null;
    contributorIds?: readonly number[];
    isMapOwner: boolean;
  },
  locationIds?: readonly number[],
): Promise<Map<number, StoredRevision>> {
  const query = db(TABLE).where({ map_id: mapId });
  if (locationIds) query.whereIn('location_id', locationIds);
  if (!viewer.isMapOwner) {
    query.andWhere((mine) => {
      if (viewer.userId !== null) mine.orWhere({ user_id: viewer.userId });
      if (viewer.sessionId !== null) mine.orWhere({ creator_session_id: viewer.sessionId });
      // Identities a mailed link bound to the session (issue 26).
      if (viewer.contributorIds?.length) mine.orWhereIn('contributor_id', viewer.contributorIds);
      mine.orWhereRaw('false');
    });
  }
  const rows = (await query) as RevisionRow[];
  return new Map(rows.map((row) => [row.location_id, toRevision(row)]));
}

/** How many of contributor `contributorId`'s edits await review on map `mapId`. */
export async function countRevisionsOf(db: Db, mapId: number, contributorId: number): Promise<number> {
  const row = (await db(TABLE)
    .where({ map_id: mapId, contributor_id: contributorId })
    .count({ n: '*' })
    .first()) as { n: string | number };
  return Number(row.n);
}

/** Every pending revision of map `mapId`, oldest first (the owner's review queue). */
export async function listRevisionsOf(db: Db, mapId: number): Promise<StoredRevision[]> {
  const rows = (await db(TABLE)
    .where({ map_id: mapId })
    .orderBy([
      { column: 'created_at', order: 'asc' },
      { column: 'location_id', order: 'asc' },
    ])) as RevisionRow[];
  return rows.map(toRevision);
}

/** Discards the pending revisions of locations `locationIds` (deleted together). */
export async function deleteRevisionsOf(db: Db, locationIds: readonly number[]): Promise<void> {
  if (locationIds.length > 0) await db(TABLE).whereIn('location_id', locationIds).delete();
}
