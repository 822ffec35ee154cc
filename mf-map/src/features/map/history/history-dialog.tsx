import { LoadingScreen, useToast } from '@groupmap/app-kit';
import {
  contributorDisplayName,
  formatMessage,
  moderationMessages,
  moderationToasts,
} from '@groupmap/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, type RefObject } from 'react';
import { locationsQueryKey } from '../api/list-locations';
import { PageDialog } from '../components/page-dialog';
import { toastFrom } from '../hooks/location-toasts';
import { LocationSummary } from '../review/location-summary';
import '../review/review-panel.css';
import { historyQueryKey, historyQueryOptions, restoreVersion, type LocationVersion } from './history-api';
import { EntryButton } from '../review/entry-button';

const TEXT = moderationMessages;
const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const COORDINATE = new Intl.NumberFormat(undefined, { maximumFractionDigits: 5 });

interface HistoryDialogProps {
  mapId: number;
  locationId: number;
  isOwner: boolean;
  /** The map's custom field names, in its order. */
  fields: readonly string[];
  onClose: () => void;
  opener: RefObject<HTMLButtonElement | null>;
}

/**
 * A location's "History" (issue 25), for its author and the map's owner: every version (the last 20)
 * with its name, address, coordinates and custom values, who made it and when. The owner may "Restore
 * this version" on an older one ("Version restored"): a new version, which everyone receives live.
 * Imported lazily, when "History" is first pressed.
 */
export default function HistoryDialog({
  mapId,
  locationId,
  isOwner,
  fields,
  onClose,
  opener,
}: HistoryDialogProps) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const history = useQuery(historyQueryOptions(mapId, locationId));
  const restore = useMutation({
    mutationFn: (versionId: number) => restoreVersion(mapId, locationId, versionId),
    onSuccess: (outcome) => {
      if (!outcome.ok) {
        toast(toastFrom(moderationToasts.actionFailed, outcome.message));
        return;
      }
      toast(toastFrom(moderationToasts.versionRestored));
      void queryClient.invalidateQueries({ queryKey: historyQueryKey(mapId, locationId) });
      void queryClient.invalidateQueries({ queryKey: locationsQueryKey(mapId) });
    },
  });
  return (
    <PageDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={TEXT.history}
      opener={opener}
      width="wide"
    >
      {/* The page's toast region is hidden from assistive technology while a modal is open. */}
      <p role="status" className="gm-visually-hidden">
        {restore.data?.ok ? moderationToasts.versionRestored.title : ''}
      </p>
      {history.isPending ? (
        <LoadingScreen />
      ) : (
        <ol className="review-panel__items">
          {(history.data ?? []).map((version) => (
            <VersionEntry
              key={version.versionId ?? 'current'}
              version={version}
              fields={fields}
              busy={restore.isPending}
              onRestore={isOwner ? (versionId) => restore.mutate(versionId) : undefined}
            />
          ))}
        </ol>
      )}
    </PageDialog>
  );
}

interface VersionEntryProps {
  version: LocationVersion;
  fields: readonly string[];
  busy: boolean;
  /** The owner's "Restore this version"; absent for the author. */
  onRestore?: (versionId: number) => void;
}

function VersionEntry({ version, fields, busy, onRestore }: VersionEntryProps) {
  const nameId = useId();
  const { versionId } = version;
  return (
    <li className="review-item">
      {versionId === null && <p className="review-item__kind">{TEXT.currentVersion}</p>}
      <LocationSummary
        nameId={nameId}
        name={version.name}
        address={version.address}
        customData={version.customData}
        fields={fields}
      />
      <p className="review-item__meta">
        {TEXT.coordinates}: {COORDINATE.format(version.latitude)}, {COORDINATE.format(version.longitude)}
      </p>
      <p className="review-item__meta">
        {formatMessage(TEXT.versionBy, { who: contributorDisplayName(version.contributor) })} ·{' '}
        <time dateTime={version.madeAt}>{WHEN.format(new Date(version.madeAt))}</time>
      </p>
      {onRestore && versionId !== null && (
        <div className="review-item__actions">
          <EntryButton describedBy={nameId} busy={busy} look="secondary" onClick={() => onRestore(versionId)}>
            {TEXT.restoreVersion}
          </EntryButton>
        </div>
      )}
    </li>
  );
}
