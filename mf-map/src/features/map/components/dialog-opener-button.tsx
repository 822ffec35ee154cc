import type { ReactNode, RefObject } from 'react';

export interface DialogOpenerButtonProps {
  /** Where the dialog returns the focus when it closes. */
  opener: RefObject<HTMLButtonElement | null>;
  /** Starts loading the dialog's code: called when the pointer or the focus comes to the button. */
  preload: () => unknown;
  onOpen: () => void;
  children: ReactNode;
}

/**
 * A map page header button that opens a dialog whose code loads lazily ("Edit Map", "Import
 * locations", "Edit what you added before"): the code starts loading as the pointer or the focus
 * reaches the button, so it is usually there by the click.
 */
export function DialogOpenerButton({ opener, preload, onOpen, children }: DialogOpenerButtonProps) {
  return (
    <button
      ref={opener}
      type="button"
      className="gm-button gm-button--secondary"
      aria-haspopup="dialog"
      onPointerEnter={() => void preload()}
      onFocus={() => void preload()}
      onClick={onOpen}
    >
      {children}
    </button>
  );
}
