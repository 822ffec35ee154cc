import * as Toast from '@radix-ui/react-toast';
import { dismissToast } from './toast-store';
import { useToast } from './use-toast';

/** Spec section 9: display time, and the swipe distance that dismisses a toast. */
const TOAST_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

/**
 * The page's toast region. Radix Toast gives the spec's behaviour: swipe right to dismiss, pause on
 * hover and focus, and F8 (its default hotkey) moves focus to the region.
 */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD_PX}>
      {toasts.map(({ id, open, title, description, action, variant = 'default' }) => (
        <Toast.Root
          key={id}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
          className={`gm-toast gm-toast--${variant}`}
        >
          <div className="gm-toast__text">
            {title && <Toast.Title className="gm-toast__title">{title}</Toast.Title>}
            {description && (
              <Toast.Description className="gm-toast__description">{description}</Toast.Description>
            )}
          </div>
          {action && (
            <Toast.Action className="gm-toast__action" altText={action.altText} onClick={action.onClick}>
              {action.label}
            </Toast.Action>
          )}
          <Toast.Close className="gm-toast__close" aria-label="Close">
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="gm-toast-viewport" />
    </Toast.Provider>
  );
}
