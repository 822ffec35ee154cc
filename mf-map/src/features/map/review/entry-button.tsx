import type { ReactNode } from 'react';

interface EntryButtonProps {
  /** The id of the entry's heading: a screen reader says which entry the button acts on. */
  describedBy: string;
  busy: boolean;
  onClick: () => void;
  /** `primary` (the entry's main action), `secondary`, or a `link`-styled minor one. */
  look?: 'primary' | 'secondary' | 'link';
  children: ReactNode;
}

const CLASS = { primary: 'gm-button', secondary: 'gm-button gm-button--secondary', link: 'map-link-button' };

/** A button of one entry of the owner's panels (review, reported, contributors, deleted, history). */
export function EntryButton({ describedBy, busy, onClick, look = 'primary', children }: EntryButtonProps) {
  return (
    <button
      type="button"
      className={CLASS[look]}
      aria-describedby={describedBy}
      disabled={busy}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
