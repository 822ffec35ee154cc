import { locationRights as rightsRule, type LocationRights } from '@groupmap/contracts';
import type { StoredLocation } from '../db/location-repository';
import type { StoredMap } from '../db/map-repository';
import type { Visitor } from './map-access';

export type { LocationRights };

/** What one viewer may do with one location (contracts' `locationRights`, the rule realtime shares). */
export function locationRights(
  location: Pick<StoredLocation, 'userId' | 'creatorSessionId' | 'contributorId'>,
  map: Pick<StoredMap, 'userId'>,
  visitor: Visitor,
): LocationRights {
  return rightsRule(
    {
      userId: location.userId,
      creatorSessionId: location.creatorSessionId,
      contributorId: location.contributorId,
    },
    map.userId,
    visitor,
  );
}
