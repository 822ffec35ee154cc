import { useToast } from '@groupmap/app-kit';
import {
  formatMessage,
  moderationMessages,
  moderationToasts,
  ownerToolLabels,
  type ToastText,
} from '@groupmap/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { locationsQueryKey } from '../api/list-locations';
import { toastFrom } from '../hooks/location-toasts';
import { recentlyDeletedQueryKey } from '../recently-deleted/recently-deleted-api';
import { EntryList } from '../review/entry-list';
import { setTrust } from '../review/review-api';
import '../review/review-panel.css';
import { ContributorEntry, type ContributorAction } from './contributor-entry';
import {
  contributorsQueryKey,
  contributorsQueryOptions,
  removeAllLocationsOf,
  setBlocked,
  type MapContributor,
} from './contributors-api';
import { RemoveAllDialog } from './remove-all-dialog';

const TEXT = moderationMessages;
const TOASTS = moderationToasts;

type Act = {
  contributor: MapContributor;
  action: Exclude<ContributorAction, 'removeAll'> | 'confirmRemoveAll';
};

function doneToast(action: Act['action'], removed: number): ToastText {
  if (action === 'block') return TOASTS.contributorBlocked;
  if (action === 'unblock') return TOASTS.contributorUnblocked;
  if (action === 'trust') return TOASTS.contributorTrusted;
  if (removed === 1) return TOASTS.removedOne;
  return { ...TOASTS.removedMany, title: formatMessage(TOASTS.removedMany.title, { n: removed }) };
}

/**
 * The owner's "Contributors" under the map page's header (issue 25): everyone who added to the map,
 * with "Remove all their locations" (after a confirmation; one action, restorable from "Recently
 * deleted"), "Block"/"Unblock" and "Trust this contributor". Imported lazily, when first opened.
 */
export default function ContributorsPanel({ mapId, id }: { mapId: number; id: string }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const contributors = useQuery(contributorsQueryOptions(mapId));
  const [confirming, setConfirming] = useState<MapContributor | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const act = useMutation({
    mutationFn: async ({ contributor, action }: Act) => {
      if (action === 'confirmRemoveAll') return removeAllLocationsOf(mapId, contributor.id);
      if (action === 'trust') return setTrust(mapId, contributor.id, true);
      return setBlocked(mapId, contributor.id, action === 'block');
    },
    onSuccess: (outcome, { action }) => {
      setConfirming(null);
      if (!outcome.ok) {
        toast(toastFrom(TOASTS.actionFailed, outcome.message));
        return;
      }
      const removed = action === 'confirmRemoveAll' ? (outcome.data as { count: number }).count : 0;
      toast(toastFrom(doneToast(action, removed)));
      void queryClient.invalidateQueries({ queryKey: contributorsQueryKey(mapId) });
      if (action === 'confirmRemoveAll') {
        void queryClient.invalidateQueries({ queryKey: locationsQueryKey(mapId) });
        void queryClient.invalidateQueries({ queryKey: recentlyDeletedQueryKey(mapId) });
      }
    },
  });

  const onAction = (contributor: MapContributor, action: ContributorAction) => {
    if (action !== 'removeAll') {
      act.mutate({ contributor, action });
      return;
    }
    opener.current = document.activeElement instanceof HTMLButtonElement ? document.activeElement : null;
    setConfirming(contributor);
  };

  const list = contributors.data ?? [];
  return (
    <section id={id} className="review-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="review-panel__title">
        {ownerToolLabels.contributors}
      </h2>
      <EntryList pending={contributors.isPending} empty={list.length === 0} emptyText={TEXT.noContributors}>
        {list.map((contributor) => (
          <ContributorEntry
            key={contributor.id}
            contributor={contributor}
            busy={act.isPending}
            onAction={onAction}
          />
        ))}
      </EntryList>
      {confirming && (
        <RemoveAllDialog
          contributor={confirming}
          busy={act.isPending}
          opener={opener}
          onClose={() => setConfirming(null)}
          onConfirm={() => act.mutate({ contributor: confirming, action: 'confirmRemoveAll' })}
        />
      )}
    </section>
  );
}
