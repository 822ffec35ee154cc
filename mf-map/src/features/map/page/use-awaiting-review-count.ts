import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocations } from '../api/list-locations';
import type { MapDetails } from '../api/get-map';
import { reportedLocationsQueryOptions } from '../review/review-api';

/**
 * What "Review (N)" counts for the owner: the locations and edits awaiting review (issue 24), counted
 * in the owner's list, which holds them all marked and follows them live, plus the reported locations
 * (issue 25), from the "Reported" tab's query. A report shows on the live channel only once it hides a
 * location, so that query is read again when the list's hidden locations change, and now and then.
 */
export function useAwaitingReviewCount(map: MapDetails): { awaiting: number; total: number } {
  const { data } = useLocations(map);
  const reported = useQuery({ ...reportedLocationsQueryOptions(map.id), enabled: map.isOwner });
  const { refetch } = reported;
  const locations = map.isOwner ? (data?.locations ?? []) : [];
  const awaiting = locations.reduce((count, location) => count + (location.awaitingReview ? 1 : 0), 0);
  const hidden = locations.reduce((count, location) => count + (location.hiddenAfterReports ? 1 : 0), 0);
  useEffect(() => {
    if (map.isOwner && hidden > 0) void refetch();
  }, [map.isOwner, hidden, refetch]);
  return { awaiting, total: awaiting + (map.isOwner ? (reported.data?.length ?? 0) : 0) };
}
