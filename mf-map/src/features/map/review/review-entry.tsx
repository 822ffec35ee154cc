import { contributorDisplayName, formatMessage, moderationMessages } from '@groupmap/contracts';
import { useId } from 'react';
import { LocationSummary } from './location-summary';
import type { ReviewItem } from './review-api';
import { EntryButton } from './entry-button';

const TEXT = moderationMessages;
const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

interface ReviewEntryProps {
  item: ReviewItem;
  /** The map's custom field names, in its order. */
  fields: readonly string[];
  busy: boolean;
  onDecide: (item: ReviewItem, decision: 'approve' | 'reject') => void;
  onTrust: (item: ReviewItem) => void;
}

/**
 * One item of the owner's review queue (issue 24): a new location or an edit, with its name, address,
 * custom values, who and when, and "Approve", "Reject" and "Trust this contributor". Every button is
 * described by the item's name, so a screen reader says which item it acts on.
 */
export function ReviewEntry({ item, fields, busy, onDecide, onTrust }: ReviewEntryProps) {
  const nameId = useId();
  const who = contributorDisplayName(item.contributor);
  const byline = formatMessage(item.kind === 'edit' ? TEXT.editedBy : TEXT.submittedBy, { who });
  return (
    <li className="review-item">
      <p className="review-item__kind">{item.kind === 'edit' ? TEXT.edit : TEXT.newLocation}</p>
      <LocationSummary
        nameId={nameId}
        name={item.name}
        address={item.address}
        customData={item.customData}
        fields={fields}
      />
      <p className="review-item__meta">
        {byline} · <time dateTime={item.submittedAt}>{WHEN.format(new Date(item.submittedAt))}</time>
      </p>
      <div className="review-item__actions">
        <EntryButton describedBy={nameId} busy={busy} onClick={() => onDecide(item, 'approve')}>
          {TEXT.approve}
        </EntryButton>
        <EntryButton
          describedBy={nameId}
          busy={busy}
          look="secondary"
          onClick={() => onDecide(item, 'reject')}
        >
          {TEXT.reject}
        </EntryButton>
        {item.contributor && (
          <EntryButton describedBy={nameId} busy={busy} look="link" onClick={() => onTrust(item)}>
            {TEXT.trustContributor}
          </EntryButton>
        )}
      </div>
    </li>
  );
}
