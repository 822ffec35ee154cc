import type { ReactNode } from 'react';

/** Spec section 9: at most one toast is shown at a time. */
export const TOAST_LIMIT = 1;
/** Spec section 9: how long a dismissed toast stays in the store (its exit animation runs meanwhile). */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastAction {
  label: string;
  /** Describes the action for screen readers, which cannot reach it through F8 in time. */
  altText: string;
  onClick: () => void;
}

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  action?: ToastAction;
  variant?: ToastVariant;
}

export interface ToastEntry extends ToastOptions {
  id: string;
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (options: ToastOptions) => void;
}

type Listener = () => void;

/**
 * The page's one toast queue. It is module state of app-kit, which Module Federation shares as a
 * singleton, so every app on the page shows its toasts in the same region, one at a time.
 */
let entries: readonly ToastEntry[] = [];
let nextId = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setEntries(next: readonly ToastEntry[]): void {
  entries = next;
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      setEntries(entries.filter((entry) => entry.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: string): void {
  setEntries(
    entries.map((entry) => {
      if (id !== undefined && entry.id !== id) return entry;
      scheduleRemoval(entry.id);
      return { ...entry, open: false };
    }),
  );
}

/** Shows a toast; a newer toast replaces the one on screen. */
export function toast(options: ToastOptions): ToastHandle {
  nextId += 1;
  const id = String(nextId);
  setEntries([{ ...options, id, open: true }, ...entries].slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (changes) =>
      setEntries(entries.map((entry) => (entry.id === id ? { ...entry, ...changes } : entry))),
  };
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastEntry[] {
  return entries;
}
