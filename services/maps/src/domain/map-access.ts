import { hasGrant } from '../db/grant-repository';
import type { Db } from '../db/db';
import type { StoredMap } from '../db/map-repository';

/** Who asks for a map: the signed-in user (if any) and the visitor session. */
export interface Visitor {
  userId: number | null;
  sessionId: string | null;
}

/**
 * May `visitor` read `map` at `now`: its owner, anyone for an unprotected map, or a session with a
 * grant for the current password that has not expired.
 */
export async function canRead(
  db: Db,
  map: StoredMap,
  visitor: Visitor,
  now: Date,
): Promise<{ isOwner: boolean; allowed: boolean; hasGrant: boolean }> {
  const isOwner = visitor.userId !== null && visitor.userId === map.userId;
  const granted =
    map.passwordProtected && (await hasGrant(db, map.id, visitor.sessionId, map.passwordVersion, now));
  return { isOwner, hasGrant: granted, allowed: isOwner || !map.passwordProtected || granted };
}
