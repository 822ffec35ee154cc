import { contributorDisplayName, formatMessage, moderationMessages } from '@groupmap/contracts';
import { useId } from 'react';
import { EntryButton } from '../review/entry-button';
import type { MapContributor } from './contributors-api';

const TEXT = moderationMessages;
const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export type ContributorAction = 'removeAll' | 'block' | 'unblock' | 'trust';

interface ContributorEntryProps {
  contributor: MapContributor;
  busy: boolean;
  onAction: (contributor: MapContributor, action: ContributorAction) => void;
}

/** "{n} locations", "1 location". */
export const locationCountText = (n: number) =>
  n === 1 ? TEXT.locationCountOne : formatMessage(TEXT.locationCount, { n });

/**
 * One contributor of the owner's "Contributors" (issue 25): who (their username, or "Visitor" and
 * their pseudonym), how many locations, last activity, trusted or blocked; "Remove all their
 * locations", "Block" or "Unblock", "Trust this contributor". The owner's own row has no actions.
 */
export function ContributorEntry({ contributor, busy, onAction }: ContributorEntryProps) {
  const nameId = useId();
  const name = contributorDisplayName(contributor);
  const facts = [
    locationCountText(contributor.locationCount),
    contributor.lastActivityAt &&
      formatMessage(TEXT.lastActive, { when: WHEN.format(new Date(contributor.lastActivityAt)) }),
    contributor.trusted && TEXT.trusted,
    contributor.blocked && TEXT.blocked,
  ].filter(Boolean);
  const button = (action: ContributorAction, label: string, look: 'primary' | 'secondary' = 'secondary') => (
    <EntryButton describedBy={nameId} busy={busy} look={look} onClick={() => onAction(contributor, action)}>
      {label}
    </EntryButton>
  );
  return (
    <li className="review-item">
      <h3 id={nameId} className="review-item__name">
        {contributor.isOwner ? formatMessage(TEXT.ownerSelf, { name }) : name}
      </h3>
      <p className="review-item__meta">{facts.join(' · ')}</p>
      {!contributor.isOwner && (
        <div className="review-item__actions">
          {contributor.locationCount > 0 && button('removeAll', TEXT.removeAllTheirLocations, 'primary')}
          {contributor.blocked ? button('unblock', TEXT.unblock) : button('block', TEXT.block)}
          {!contributor.trusted && !contributor.blocked && button('trust', TEXT.trustContributor)}
        </div>
      )}
    </li>
  );
}
