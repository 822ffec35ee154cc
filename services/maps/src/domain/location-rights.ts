import { locationRights as rightsRule, type LocationRights } from '@groupmap/contracts';
import type { LocationRow } from '../db/location-repository';
import type { MapRow } from '../db/map-repository';
import type { Visitor } from './map-access';

export type { LocationRights };

/** What one viewer may do with one location (contracts' `locationRights`, the rule realtime shares). */
export function locationRights(
  location: Pick<LocationRow, 'user_id' | 'creator_session_id'>,
  map: Pick<MapRow, 'user_id'>,
  visitor: Visitor,
): LocationRights {
  return rightsRule(
    { userId: location.user_id, creatorSessionId: location.creator_session_id },
    map.user_id,
    visitor,
  );
}
