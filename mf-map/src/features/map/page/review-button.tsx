import { formatMessage, messages } from '@groupmap/contracts';

interface ReviewButtonProps {
  /** Locations and edits awaiting the owner's review. */
  awaiting: number;
  open: boolean;
  onToggle: () => void;
  /** The review panel's id. */
  controls: string;
  /** Starts fetching the panel's code before it is needed (pointer or focus on the button). */
  onPreload: () => void;
}

/** "Review (N)" beside Share, for the owner (issue 24): shows or hides the review panel. */
export function ReviewButton({ awaiting, open, onToggle, controls, onPreload }: ReviewButtonProps) {
  return (
    <button
      type="button"
      className="gm-button gm-button--secondary"
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      onPointerEnter={onPreload}
      onFocus={onPreload}
      onClick={onToggle}
    >
      {formatMessage(messages.mapPage.reviewButton, { n: awaiting })}
    </button>
  );
}
