import { LoadingScreen, useToast } from '@groupmap/app-kit';
import { formatMessage, moderationMessages, moderationToasts, type ToastText } from '@groupmap/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MapDetails } from '../api/get-map';
import { locationsQueryKey } from '../api/list-locations';
import { toastFrom } from '../hooks/location-toasts';
import {
  decideReview,
  reviewQueueQueryKey,
  reviewQueueQueryOptions,
  setTrust,
  type ReviewItem,
} from './review-api';
import { ReviewEntry } from './review-entry';

const TEXT = moderationMessages;
const TOASTS = moderationToasts;

interface NewItemsTabProps {
  map: Pick<MapDetails, 'id' | 'customFields'>;
  /** How many items the page's list shows awaiting review: the queue is read again when it moves. */
  awaiting: number;
}

type Action =
  | { kind: 'decide'; decision: 'approve' | 'reject'; ids: string[]; single: boolean }
  | { kind: 'trust'; contributorId: number };

/** The toast of a decision: one item by its own words, several by how many were decided. */
function decidedToast(action: Extract<Action, { kind: 'decide' }>, count: number): ToastText {
  const approve = action.decision === 'approve';
  if (action.single) return approve ? TOASTS.locationApproved : TOASTS.locationRejected;
  if (count === 1) return approve ? TOASTS.approvedOne : TOASTS.rejectedOne;
  const many = approve ? TOASTS.approvedMany : TOASTS.rejectedMany;
  return { ...many, title: formatMessage(many.title, { n: count }) };
}

/**
 * The review panel's "New" tab (issue 24): each location and edit awaiting review with "Approve",
 * "Reject" and "Trust this contributor", and "Approve all" and "Reject all", which act on the items
 * shown (never on one that arrived after). "Nothing to review" when empty.
 */
export function NewItemsTab({ map, awaiting }: NewItemsTabProps) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const queue = useQuery(reviewQueueQueryOptions(map.id));
  const { refetch } = queue;

  useEffect(() => {
    // Someone submitted (or withdrew) something meanwhile: the live list says so first.
    void refetch();
  }, [awaiting, refetch]);

  const action = useMutation({
    mutationFn: async (next: Action) => {
      if (next.kind === 'trust') return setTrust(map.id, next.contributorId, true);
      return decideReview(map.id, next.decision, next.ids);
    },
    onSuccess: (outcome, next) => {
      if (!outcome.ok) {
        toast(toastFrom(TOASTS.reviewFailed, outcome.message));
        return;
      }
      if (next.kind === 'trust') toast(toastFrom(TOASTS.contributorTrusted));
      else toast(toastFrom(decidedToast(next, (outcome.data as { count: number }).count)));
      void queryClient.invalidateQueries({ queryKey: reviewQueueQueryKey(map.id) });
      void queryClient.invalidateQueries({ queryKey: locationsQueryKey(map.id) });
    },
  });

  const items = queue.data ?? [];
  const busy = action.isPending;
  const decide = (item: ReviewItem, decision: 'approve' | 'reject') =>
    action.mutate({ kind: 'decide', decision, ids: [item.id], single: true });
  const decideAll = (decision: 'approve' | 'reject') =>
    action.mutate({ kind: 'decide', decision, ids: items.map((item) => item.id), single: false });

  return (
    <>
      {queue.isPending ? (
        <LoadingScreen />
      ) : items.length === 0 ? (
        <p className="review-panel__empty">{TEXT.nothingToReview}</p>
      ) : (
        <>
          <div className="review-panel__all">
            <button type="button" className="gm-button" disabled={busy} onClick={() => decideAll('approve')}>
              {TEXT.approveAll}
            </button>
            <button
              type="button"
              className="gm-button gm-button--secondary"
              disabled={busy}
              onClick={() => decideAll('reject')}
            >
              {TEXT.rejectAll}
            </button>
          </div>
          <ul className="review-panel__items">
            {items.map((item) => (
              <ReviewEntry
                key={item.id}
                item={item}
                fields={map.customFields}
                busy={busy}
                onDecide={decide}
                onTrust={(trusted) =>
                  trusted.contributor &&
                  action.mutate({ kind: 'trust', contributorId: trusted.contributor.id })
                }
              />
            ))}
          </ul>
        </>
      )}
    </>
  );
}
