/**
 * Contributor rights (spec section 6 as architecture.md and decisions.md settle them), one rule for
 * the maps service's answers and realtime's live messages: a location is its account's (userId) and
 * the creating session's, whether or not someone is signed in on that session; the map's owner may
 * delete any location on the map but edits only their own.
 */
export interface LocationRights {
  isOwn: boolean;
  canEdit: boolean;
  canDelete: boolean;
}

/** Who added a location: the account (if signed in) and the visitor session's public id. */
export interface LocationAuthor {
  userId: number | null;
  creatorSessionId: string | null;
}

/** Who is looking: the signed-in user (if any) and the visitor session's public id. */
export interface RightsViewer {
  userId: number | null;
  sessionId: string | null;
}

export function locationRights(
  location: LocationAuthor,
  mapOwnerId: number | null,
  viewer: RightsViewer,
): LocationRights {
  const byAccount = viewer.userId !== null && location.userId === viewer.userId;
  const bySession = viewer.sessionId !== null && location.creatorSessionId === viewer.sessionId;
  const isOwn = byAccount || bySession;
  const isMapOwner = viewer.userId !== null && mapOwnerId === viewer.userId;
  return { isOwn, canEdit: isOwn, canDelete: isOwn || isMapOwner };
}
