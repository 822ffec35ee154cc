import { contributorDisplayName, formatMessage, moderationMessages } from '@groupmap/contracts';
import { useId } from 'react';
import type { DeletedLocation } from './recently-deleted-api';
import { EntryButton } from '../review/entry-button';

const TEXT = moderationMessages;
const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Who deleted a location, as the owner reads it. */
function deletedByText(item: DeletedLocation): string {
  const who = contributorDisplayName(item.contributor);
  switch (item.deletedBy) {
    case 'owner':
      return TEXT.deletedByYou;
    case 'review':
      return TEXT.rejectedInReview;
    case 'removal':
      return formatMessage(TEXT.removedWithAll, { who });
    default:
      return formatMessage(TEXT.deletedBy, { who });
  }
}

interface DeletedEntryProps {
  item: DeletedLocation;
  /** How many locations its removal took (a "Remove all"), for "Restore all {n}"; 0 otherwise. */
  removalSize: number;
  busy: boolean;
  onRestore: (item: DeletedLocation, whole: boolean) => void;
}

/**
 * One location of the owner's "Recently deleted" (issue 25): its name and address, who deleted it
 * and when, "Restore", and for one removed with all of a contributor's locations "Restore all {n}".
 */
export function DeletedEntry({ item, removalSize, busy, onRestore }: DeletedEntryProps) {
  const nameId = useId();
  return (
    <li className="review-item">
      <h3 id={nameId} className="review-item__name">
        {item.name}
      </h3>
      <p className="review-item__address">{item.address}</p>
      <p className="review-item__meta">
        {deletedByText(item)} · <time dateTime={item.deletedAt}>{WHEN.format(new Date(item.deletedAt))}</time>
      </p>
      <div className="review-item__actions">
        <EntryButton describedBy={nameId} busy={busy} onClick={() => onRestore(item, false)}>
          {TEXT.restore}
        </EntryButton>
        {removalSize > 1 && (
          <EntryButton
            describedBy={nameId}
            busy={busy}
            look="secondary"
            onClick={() => onRestore(item, true)}
          >
            {formatMessage(TEXT.restoreAll, { n: removalSize })}
          </EntryButton>
        )}
      </div>
    </li>
  );
}
