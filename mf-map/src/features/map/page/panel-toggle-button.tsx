import type { ReactNode } from 'react';

interface PanelToggleButtonProps {
  children: ReactNode;
  open: boolean;
  onToggle: () => void;
  /** The panel's id. */
  controls: string;
  /** Starts fetching the panel's code before it is needed (pointer or focus on the button). */
  onPreload: () => void;
  /** The owner's tools are secondary buttons; "Share" is the page's primary one. */
  secondary?: boolean;
}

/**
 * A header button that shows or hides one of the map page's panels ("Share", the owner's "Review (N)"),
 * telling assistive technology whether the panel is open and which it is.
 */
export function PanelToggleButton({
  children,
  open,
  onToggle,
  controls,
  onPreload,
  secondary = false,
}: PanelToggleButtonProps) {
  return (
    <button
      type="button"
      className={secondary ? 'gm-button gm-button--secondary' : 'gm-button'}
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      onPointerEnter={onPreload}
      onFocus={onPreload}
      onClick={onToggle}
    >
      {children}
    </button>
  );
}
