import { boundContributorIds } from '../db/contributor-session-repository';
import { hasGrant } from '../db/grant-repository';
import type { Db } from '../db/db';
import type { StoredMap } from '../db/map-repository';

/**
 * Who asks for a map: the signed-in user (if any), the visitor session, and (once looked up with
 * `withBoundIdentities`) the contributor identities on the map a mailed link bound to the session.
 */
export interface Visitor {
  userId: number | null;
  sessionId: string | null;
  contributorIds?: readonly number[];
}

/**
 * `visitor` with the contributor identities on map `mapId` that followed edit links bound to its
 * session (issue 26): their locations are the visitor's too (rights, flags, what awaits review).
 */
export async function withBoundIdentities<V extends Visitor>(db: Db, mapId: number, visitor: V): Promise<V> {
  const contributorIds = await boundContributorIds(db, mapId, visitor.sessionId);
  return contributorIds.length === 0 ? visitor : { ...visitor, contributorIds };
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
  const granted =
    map.passwordProtected && (await hasGrant(db, map.id, visitor.sessionId, map.passwordVersion, now));
  return readAccess(map, visitor, granted);
}

/** canRead's rule, for a caller that read whether the session holds a live grant itself (an add). */
export function readAccess(
  map: Pick<StoredMap, 'userId' | 'passwordProtected'>,
  visitor: Visitor,
  granted: boolean,
): { isOwner: boolean; allowed: boolean; hasGrant: boolean } {
  const isOwner = visitor.userId !== null && visitor.userId === map.userId;
  return { isOwner, hasGrant: granted, allowed: isOwner || !map.passwordProtected || granted };
}
