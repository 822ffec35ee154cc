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
  const [ids] = await boundContributorIdsOfMany(db, [{ mapId, sessionId }]);
  return ids ?? [];
}

/**
 * {@link boundContributorIds} for many (map, session) pairs in one query: the crowd of sockets that
 * rejoins at once after a restart is checked in a few round trips instead of one each. Answers in
 * the order asked.
 */
export async function boundContributorIdsOfMany(
  db: Db,
  viewers: ReadonlyArray<{ mapId: number; sessionId: string }>,
): Promise<number[][]> {
  if (viewers.length === 0) return [];
  const mapIds = viewers.map((viewer) => viewer.mapId);
  const sessionIds = viewers.map((viewer) => viewer.sessionId);
  const { rows } = await db.raw<{ rows: { map_id: number; session_id: string; id: number }[] }>(
    `with asked as (select * from unnest(?::int[], ?::varchar[]) as asked(map_id, session_id))
     select cs.map_id, cs.session_id, cs.contributor_id as id
       from contributor_sessions cs join asked using (map_id, session_id)
     union
     select c.map_id, c.session_id, c.id
       from contributors c join asked using (map_id, session_id)
      where c.user_id is null and c.session_id is not null
     order by id`,
    [mapIds, sessionIds],
  );
  const key = (mapId: number, sessionId: string) => `${mapId}\u0000${sessionId}`;
  const found = new Map<string, number[]>();
  for (const row of rows) {
    const ids = found.get(key(row.map_id, row.session_id)) ?? [];
    ids.push(row.id);
    found.set(key(row.map_id, row.session_id), ids);
  }
  return viewers.map((viewer) => found.get(key(viewer.mapId, viewer.sessionId)) ?? []);
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
