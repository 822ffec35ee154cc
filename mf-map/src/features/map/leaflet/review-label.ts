import { messages } from '@groupmap/contracts';
import type { Location } from '../api/list-locations';

/**
 * What the owner and the author see on a location awaiting review (issue 24): "Awaiting review" on a
 * new one, "Edit awaiting review" on a published one whose edit waits; nothing otherwise.
 */
export function reviewLabel(awaitingReview: Location['awaitingReview']): string | undefined {
  if (awaitingReview === 'location') return messages.mapPage.awaitingReview;
  if (awaitingReview === 'edit') return messages.mapPage.editAwaitingReview;
  return undefined;
}
