import { messages } from '@groupmap/contracts';
import type { Location } from '../api/list-locations';

/**
 * What the owner and the author see on a location others do not see as it is: "Hidden after reports"
 * on one reports hid (issue 25), "Awaiting review" on a new one awaiting review, "Edit awaiting
 * review" on a published one whose edit waits (issue 24); nothing otherwise.
 */
export function reviewLabel({
  awaitingReview,
  hiddenAfterReports,
}: Pick<Location, 'awaitingReview' | 'hiddenAfterReports'>): string | undefined {
  if (hiddenAfterReports) return messages.mapPage.hiddenAfterReports;
  if (awaitingReview === 'location') return messages.mapPage.awaitingReview;
  if (awaitingReview === 'edit') return messages.mapPage.editAwaitingReview;
  return undefined;
}
