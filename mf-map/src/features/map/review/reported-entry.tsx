import {
  contributorDisplayName,
  formatMessage,
  locationReportMessages,
  messages,
  moderationMessages,
} from '@groupmap/contracts';
import { useId } from 'react';
import { LocationSummary } from './location-summary';
import type { ReportedLocation } from './review-api';
import { EntryButton } from './entry-button';

const TEXT = moderationMessages;

interface ReportedEntryProps {
  item: ReportedLocation;
  /** The map's custom field names, in its order. */
  fields: readonly string[];
  busy: boolean;
  onKeep: (item: ReportedLocation) => void;
  onRemove: (item: ReportedLocation) => void;
}

/**
 * One reported location of the owner's "Reported" tab (issue 25): the location, "Hidden after reports"
 * when they hid it, how many reports and the reasons given (with their notes, never who reported),
 * "Keep" and "Remove". Every button is described by the location's name.
 */
export function ReportedEntry({ item, fields, busy, onKeep, onRemove }: ReportedEntryProps) {
  const nameId = useId();
  const count =
    item.reportCount === 1 ? TEXT.reportCountOne : formatMessage(TEXT.reportCount, { n: item.reportCount });
  const reasons = item.reasons
    .map(({ reason, count: given }) => `${locationReportMessages.reasons[reason]} (${given})`)
    .join(', ');
  return (
    <li className="review-item">
      <p className="review-item__kind">
        {count}
        {item.hidden && (
          <>
            {' '}
            <span className="gm-review-mark">{messages.mapPage.hiddenAfterReports}</span>
          </>
        )}
      </p>
      <LocationSummary
        nameId={nameId}
        name={item.name}
        address={item.address}
        customData={item.customData}
        fields={fields}
      />
      <p className="review-item__meta">
        {reasons} · {formatMessage(TEXT.submittedBy, { who: contributorDisplayName(item.contributor) })}
      </p>
      {item.notes.length > 0 && (
        <>
          <p className="review-item__notes-title">{TEXT.reportNotes}</p>
          <ul className="review-item__notes">
            {item.notes.map((note, index) => (
              <li key={index}>{note}</li>
            ))}
          </ul>
        </>
      )}
      <div className="review-item__actions">
        <EntryButton describedBy={nameId} busy={busy} onClick={() => onKeep(item)}>
          {TEXT.keep}
        </EntryButton>
        <EntryButton describedBy={nameId} busy={busy} look="secondary" onClick={() => onRemove(item)}>
          {TEXT.remove}
        </EntryButton>
      </div>
    </li>
  );
}
