import type { Db } from './db';

const TABLE = 'contributor_sessions';

/**
 * The contributor identities without an account that `sessionId` holds on map `mapId` (issue 26):
 * the one it created and those a followed edit link bound to it. Every location of these is the
 * session's, whichever of the identity's sessions added it.
 */
export async function boundContributorIds(
  db: Db,
  mapId: number,
  sessionId: string | null,
): Promise<number[]> {
  if (sessionId === null) return [];
  const { rows } = await db.raw<{ rows: { id: number }[] }>(
    `select contributor_id as id from contributor_sessions where map_id = ? and session_id = ?
     union
     select id from contributors where map_id = ? and session_id = ? and user_id is null
     order by id`,
    [mapId, sessionId, mapId, sessionId],
  );
  return rows.map((row) => row.id);
}

/** Binds contributor identities `ids` of map `mapId` to `sessionId` (again: nothing changes). */
export async function bindSession(
  db: Db,
  mapId: number,
  ids: readonly number[],
  sessionId: string,
  at: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await db(TABLE)
    .insert(ids.map((id) => ({ contributor_id: id, map_id: mapId, session_id: sessionId, bound_at: at })))
    .onConflict(['contributor_id', 'session_id'])
    .merge({ bound_at: at });
}

/** Drops every binding of `sessionId`: its public id is over for good (logout, expiry, revocation). */
export async function unbindSession(db: Db, sessionId: string): Promise<number> {
  return db(TABLE).where({ session_id: sessionId }).delete();
}
