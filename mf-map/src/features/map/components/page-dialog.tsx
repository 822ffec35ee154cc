import { messages } from '@groupmap/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';

export interface PageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The button that opened the dialog: focus returns to it on close (it is no Radix Dialog.Trigger). */
  opener: RefObject<HTMLButtonElement | null>;
  /** `wide` for a whole form (the map settings), `narrow` for one field. */
  width?: 'narrow' | 'wide';
  /** Escape closes the dialog unless this prevents it (the import dialog's open Select lists). */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  children: ReactNode;
}

/**
 * The map page's modal dialog, without antd (the page's first paint carries none): Radix Dialog
 * labels it with its title, traps focus inside, closes on Escape or a click outside and hides the
 * page from assistive technology meanwhile. Only ever imported lazily, when a dialog is first opened.
 * Its look is app-kit's shared gm-dialog, the same as the shell's feedback dialog.
 */
export function PageDialog({
  open,
  onOpenChange,
  title,
  opener,
  width = 'narrow',
  onEscapeKeyDown,
  children,
}: PageDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="gm-dialog-overlay" />
        <Dialog.Content
          className={`gm-dialog gm-dialog--${width}`}
          aria-describedby={undefined}
          onEscapeKeyDown={onEscapeKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <Dialog.Title className="gm-dialog__title">{title}</Dialog.Title>
          {children}
          <Dialog.Close className="gm-dialog__close" aria-label={messages.mapPage.close}>
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
