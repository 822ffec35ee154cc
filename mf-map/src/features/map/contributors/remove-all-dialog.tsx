import { contributorDisplayName, formatMessage, moderationMessages } from '@groupmap/contracts';
import type { RefObject } from 'react';
import { PageDialog } from '../components/page-dialog';
import type { MapContributor } from './contributors-api';

const TEXT = moderationMessages;

interface RemoveAllDialogProps {
  contributor: MapContributor;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  opener: RefObject<HTMLButtonElement | null>;
}

/** "Remove all {n} locations added by {name}?" with "Remove all" and "Cancel" (issue 25). */
export function RemoveAllDialog({ contributor, busy, onConfirm, onClose, opener }: RemoveAllDialogProps) {
  const name = contributorDisplayName(contributor);
  const n = contributor.locationCount;
  const title =
    n === 1
      ? formatMessage(TEXT.removeAllConfirmOne, { name })
      : formatMessage(TEXT.removeAllConfirm, { n, name });
  return (
    <PageDialog open onOpenChange={(open) => !open && onClose()} title={title} opener={opener}>
      <p>{TEXT.removeAllHelp}</p>
      <div className="review-item__actions">
        <button type="button" className="gm-button map-button--danger" disabled={busy} onClick={onConfirm}>
          {TEXT.removeAll}
        </button>
        <button type="button" className="gm-button gm-button--secondary" onClick={onClose}>
          {TEXT.cancel}
        </button>
      </div>
    </PageDialog>
  );
}
