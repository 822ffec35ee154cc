import { useToast } from '@groupmap/app-kit';
import { moderationMessages, moderationToasts } from '@groupmap/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteLocation } from '../api/delete-location';
import { locationsQueryKey } from '../api/list-locations';
import { toastFrom } from '../hooks/location-toasts';
import { EntryList } from './entry-list';
import { ReportedEntry } from './reported-entry';
import {
  keepReportedLocation,
  reportedLocationsQueryKey,
  reportedLocationsQueryOptions,
  type ReportedLocation,
} from './review-api';

const TOASTS = moderationToasts;

type Decision = { kind: 'keep' | 'remove'; item: ReportedLocation };

/**
 * The review panel's "Reported" tab (issue 25): each reported location, most reported first, with
 * "Keep" ("Report dismissed") and "Remove" ("Location removed"; a delete, restorable for 30 days).
 * "No reports" when empty.
 */
export function ReportedTab({ mapId, fields }: { mapId: number; fields: readonly string[] }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const reported = useQuery(reportedLocationsQueryOptions(mapId));
  const decision = useMutation({
    mutationFn: ({ kind, item }: Decision) =>
      kind === 'keep' ? keepReportedLocation(mapId, item.locationId) : deleteLocation(mapId, item.locationId),
    onSuccess: (outcome, { kind }) => {
      if (!outcome.ok) {
        toast(toastFrom(TOASTS.reviewFailed, outcome.message));
        return;
      }
      toast(toastFrom(kind === 'keep' ? TOASTS.reportDismissed : TOASTS.locationRemoved));
      void queryClient.invalidateQueries({ queryKey: reportedLocationsQueryKey(mapId) });
      void queryClient.invalidateQueries({ queryKey: locationsQueryKey(mapId) });
    },
  });

  const items = reported.data ?? [];
  return (
    <EntryList
      pending={reported.isPending}
      empty={items.length === 0}
      emptyText={moderationMessages.noReports}
    >
      {items.map((item) => (
        <ReportedEntry
          key={item.locationId}
          item={item}
          fields={fields}
          busy={decision.isPending}
          onKeep={(kept) => decision.mutate({ kind: 'keep', item: kept })}
          onRemove={(removed) => decision.mutate({ kind: 'remove', item: removed })}
        />
      ))}
    </EntryList>
  );
}
