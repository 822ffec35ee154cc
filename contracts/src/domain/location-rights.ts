/**
 * Contributor rights (spec section 6 as architecture.md and decisions.md settle them), one rule for
 * the maps service's answers and realtime's live messages: a location is its account's (userId) and
 * the creating session's, whether or not someone is signed in on that session; the map's owner may
 * delete any location on the map but edits only their own. A contributor identity that a mailed link
 * bound to more sessions (issue 26) is theirs on each of them.
 */
export interface LocationRights {
  isOwn: boolean;
  canEdit: boolean;
  canDelete: boolean;
}

/**
 * Who added a location: the account (if signed in), the visitor session's public id, and the
 * contributor identity (issue 26; absent where the caller does not know it).
 */
export interface LocationAuthor {
  userId: number | null;
  creatorSessionId: string | null;
  contributorId?: number | null;
}

/**
 * Who is looking: the signed-in user (if any), the visitor session's public id, and the contributor
 * identities on the map that a mailed link bound to the session besides the one it created (issue 26).
 */
export interface RightsViewer {
  userId: number | null;
  sessionId: string | null;
  contributorIds?: readonly number[];
}

export function locationRights(
  location: LocationAuthor,
  mapOwnerId: number | null,
  viewer: RightsViewer,
): LocationRights {
  const byAccount = viewer.userId !== null && location.userId === viewer.userId;
  const bySession = viewer.sessionId !== null && location.creatorSessionId === viewer.sessionId;
  const byIdentity =
    location.contributorId != null && (viewer.contributorIds?.includes(location.contributorId) ?? false);
  const isOwn = byAccount || bySession || byIdentity;
  const isMapOwner = viewer.userId !== null && mapOwnerId === viewer.userId;
  return { isOwn, canEdit: isOwn, canDelete: isOwn || isMapOwner };
}
