import { useLocations } from '../api/list-locations';
import type { MapDetails } from '../api/get-map';

/**
 * How many locations and edits await the owner's review (issue 24): counted in the owner's list,
 * which holds them all marked and follows them live, so "Review (N)" moves as they arrive and go.
 */
export function useAwaitingReviewCount(map: MapDetails): number {
  const { data } = useLocations(map);
  if (!map.isOwner || !data) return 0;
  return data.locations.reduce((count, location) => count + (location.awaitingReview ? 1 : 0), 0);
}
