import type { StoredRevision } from '../db/revision-repository';
import type { Visitor } from './map-access';

/**
 * Whether `viewer` sees pending revision `revision` (contracts' canSeeLocation, as for a pending
 * location): the map's owner sees every one, anyone else those their account or session made, or an
 * identity a mailed link bound to their session (issue 26). `listRevisionsVisibleTo` asks the same
 * of Postgres; this answers it for many viewers from one read (a crowd's catch-up).
 */
export function revisionVisibleTo(revision: StoredRevision, viewer: Visitor, isMapOwner: boolean): boolean {
  if (isMapOwner) return true;
  if (viewer.userId !== null && revision.userId === viewer.userId) return true;
  if (viewer.sessionId !== null && revision.creatorSessionId === viewer.sessionId) return true;
  return revision.contributorId !== null && (viewer.contributorIds ?? []).includes(revision.contributorId);
}

/** The revisions of `all` that `viewer` sees, by location id. */
export function revisionsVisibleTo(
  all: ReadonlyMap<number, StoredRevision>,
  viewer: Visitor,
  isMapOwner: boolean,
): Map<number, StoredRevision> {
  const seen = new Map<number, StoredRevision>();
  for (const [locationId, revision] of all) {
    if (revisionVisibleTo(revision, viewer, isMapOwner)) seen.set(locationId, revision);
  }
  return seen;
}
