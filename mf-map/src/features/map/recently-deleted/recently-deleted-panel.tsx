import { useToast } from '@groupmap/app-kit';
import {
  formatMessage,
  moderationMessages,
  moderationToasts,
  ownerToolLabels,
  type ToastText,
} from '@groupmap/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { locationsQueryKey } from '../api/list-locations';
import { toastFrom } from '../hooks/location-toasts';
import { EntryList } from '../review/entry-list';
import '../review/review-panel.css';
import { DeletedEntry } from './deleted-entry';
import {
  recentlyDeletedQueryKey,
  recentlyDeletedQueryOptions,
  restoreDeleted,
  type DeletedLocation,
} from './recently-deleted-api';

const TOASTS = moderationToasts;

const restoredToast = (count: number, whole: boolean): ToastText =>
  whole && count !== 1
    ? { ...TOASTS.restoredMany, title: formatMessage(TOASTS.restoredMany.title, { n: count }) }
    : TOASTS.locationRestored;

/**
 * The owner's "Recently deleted" under the map page's header (issue 25): every location deleted on the
 * map in the last 30 days, by anyone, with who and when; "Restore" one ("Location restored"), or all of
 * one removal ("Restored {n} locations"). A restore past the map's limit is refused with its message.
 * Imported lazily, when first opened.
 */
export default function RecentlyDeletedPanel({ mapId, id }: { mapId: number; id: string }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const deleted = useQuery(recentlyDeletedQueryOptions(mapId));
  const restore = useMutation({
    mutationFn: ({ item, whole }: { item: DeletedLocation; whole: boolean }) =>
      restoreDeleted(
        mapId,
        whole && item.removalId ? { removalId: item.removalId } : { ids: [item.locationId] },
      ),
    onSuccess: (outcome, { whole }) => {
      if (!outcome.ok) {
        toast(toastFrom(TOASTS.actionFailed, outcome.message));
        return;
      }
      toast(toastFrom(restoredToast(outcome.data.count, whole)));
      void queryClient.invalidateQueries({ queryKey: recentlyDeletedQueryKey(mapId) });
      void queryClient.invalidateQueries({ queryKey: locationsQueryKey(mapId) });
    },
  });

  const items = deleted.data ?? [];
  const removalSizes = new Map<string, number>();
  for (const { removalId } of items) {
    if (removalId) removalSizes.set(removalId, (removalSizes.get(removalId) ?? 0) + 1);
  }
  return (
    <section id={id} className="review-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="review-panel__title">
        {ownerToolLabels.recentlyDeleted}
      </h2>
      <EntryList
        pending={deleted.isPending}
        empty={items.length === 0}
        emptyText={moderationMessages.noDeleted}
      >
        {items.map((item) => (
          <DeletedEntry
            key={item.locationId}
            item={item}
            removalSize={item.removalId ? (removalSizes.get(item.removalId) ?? 0) : 0}
            busy={restore.isPending}
            onRestore={(chosen, whole) => restore.mutate({ item: chosen, whole })}
          />
        ))}
      </EntryList>
    </section>
  );
}
