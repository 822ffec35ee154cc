import type { StoredLocation } from '../db/location-repository';
import type { StoredRevision } from '../db/revision-repository';

/**
 * A published location as its owner and the edit's author see it while an edit awaits review: the
 * edit's values, marked "Edit awaiting review". Everyone else keeps the published version.
 */
export function withPendingEdit(location: StoredLocation, revision: StoredRevision): StoredLocation {
  return { ...location, ...revision.write, editAwaitingReview: true };
}
