import type { Db } from './db';

const TABLE = 'access_grants';
/** Rows deleted per statement when pruning, so one run never holds many row locks for long. */
const PRUNE_BATCH_SIZE = 1000;

export interface GrantWrite {
  mapId: number;
  sessionId: string;
  passwordVersion: number;
  /** When the password was entered. */
  grantedAt: Date;
  /** When the grant stops opening the map. */
  expiresAt: Date;
}

/** Records that a session entered the map's password at `passwordVersion` (replacing an older grant). */
export async function grantAccess(db: Db, grant: GrantWrite) {
  const row = {
    password_version: grant.passwordVersion,
    created_at: grant.grantedAt,
    expires_at: grant.expiresAt,
  };
  await db(TABLE)
    .insert({ map_id: grant.mapId, session_public_id: grant.sessionId, ...row })
    .onConflict(['map_id', 'session_public_id'])
    .merge(row);
}

/**
 * True when `sessionId` holds a grant of `mapId` for its current `passwordVersion` that has not
 * expired at `now`: an expired grant opens nothing, whether or not the prune job deleted it yet.
 */
export async function hasGrant(
  db: Db,
  mapId: number,
  sessionId: string | null,
  passwordVersion: number,
  now: Date,
): Promise<boolean> {
  return (await findLiveGrantExpiry(db, mapId, sessionId, passwordVersion, now)) !== null;
}

/** When the live grant `hasGrant` looks for expires, or null when there is none. */
export async function findLiveGrantExpiry(
  db: Db,
  mapId: number,
  sessionId: string | null,
  passwordVersion: number,
  now: Date,
): Promise<Date | null> {
  if (!sessionId) return null;
  const row = (await db(TABLE)
    .where({ map_id: mapId, session_public_id: sessionId, password_version: passwordVersion })
    .where('expires_at', '>', now)
    .first('expires_at')) as { expires_at: Date } | undefined;
  return row?.expires_at ?? null;
}

/** Deletes the grants expired at `now`, in batches; resolves how many it deleted. */
export async function deleteExpiredGrants(db: Db, now: Date): Promise<number> {
  let deleted = 0;
  for (;;) {
    const expired = db(TABLE)
      .where('expires_at', '<=', now)
      .select('map_id', 'session_public_id')
      .limit(PRUNE_BATCH_SIZE);
    const batch = await db(TABLE).whereIn(['map_id', 'session_public_id'], expired).delete();
    deleted += batch;
    if (batch < PRUNE_BATCH_SIZE) return deleted;
  }
}

/** Deletes every grant of a visitor session (it ended); resolves how many it deleted. */
export async function deleteGrantsOfSession(db: Db, sessionId: string): Promise<number> {
  return db(TABLE).where({ session_public_id: sessionId }).delete();
}
