import type { LocationRow } from '../db/location-repository';
import type { MapRow } from '../db/map-repository';
import type { Visitor } from './map-access';

/** What one viewer may do with one location; sent instead of the creator's session id. */
export interface LocationRights {
  isOwn: boolean;
  canEdit: boolean;
  canDelete: boolean;
}

/**
 * Contributor rights (architecture.md; decisions.md, Locations): a location is its account's (userId)
 * and the creating session's, whether or not someone is signed in on that session. The map's owner
 * may delete any location on the map but edits only their own.
 */
export function locationRights(
  location: Pick<LocationRow, 'user_id' | 'creator_session_id'>,
  map: Pick<MapRow, 'user_id'>,
  visitor: Visitor,
): LocationRights {
  const byAccount = visitor.userId !== null && location.user_id === visitor.userId;
  const bySession = visitor.sessionId !== null && location.creator_session_id === visitor.sessionId;
  const isOwn = byAccount || bySession;
  const isMapOwner = visitor.userId !== null && map.user_id === visitor.userId;
  return { isOwn, canEdit: isOwn, canDelete: isOwn || isMapOwner };
}
