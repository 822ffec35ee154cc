import type { Db } from './db';

const TABLE = 'access_grants';

/** Records that `sessionId` entered the password of `mapId` at `passwordVersion` (replacing an older grant). */
export async function grantAccess(db: Db, mapId: number, sessionId: string, passwordVersion: number) {
  await db(TABLE)
    .insert({ map_id: mapId, session_public_id: sessionId, password_version: passwordVersion })
    .onConflict(['map_id', 'session_public_id'])
    .merge({ password_version: passwordVersion, created_at: db.fn.now() });
}

/** True when `sessionId` holds a grant of `mapId` for its current `passwordVersion`. */
export async function hasGrant(
  db: Db,
  mapId: number,
  sessionId: string | null,
  passwordVersion: number,
): Promise<boolean> {
  if (!sessionId) return false;
  const row: unknown = await db(TABLE)
    .where({ map_id: mapId, session_public_id: sessionId, password_version: passwordVersion })
    .first('map_id');
  return row !== undefined;
}
