import { messages } from '@groupmap/contracts';

interface ShareButtonProps {
  open: boolean;
  onToggle: () => void;
  /** The share panel's id. */
  controls: string;
  /** Starts fetching the panel's code before it is needed (pointer or focus on the button). */
  onPreload: () => void;
}

/** "Share": shows or hides the share panel, telling assistive technology which it is. */
export function ShareButton({ open, onToggle, controls, onPreload }: ShareButtonProps) {
  return (
    <button
      type="button"
      className="gm-button"
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      onPointerEnter={onPreload}
      onFocus={onPreload}
      onClick={onToggle}
    >
      {messages.mapPage.share}
    </button>
  );
}
