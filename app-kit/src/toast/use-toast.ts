import { useSyncExternalStore } from 'react';
import { dismissToast, getToasts, subscribeToToasts, toast, type ToastEntry } from './toast-store';

export interface UseToast {
  toasts: readonly ToastEntry[];
  toast: typeof toast;
  dismiss: typeof dismissToast;
}

/**
 * The page's toasts and the functions to show and dismiss them. `toast({ title, description, action,
 * variant })` shows one (default look, or `variant: 'destructive'` for failures) for 5000 ms.
 */
export function useToast(): UseToast {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
  return { toasts, toast, dismiss: dismissToast };
}
