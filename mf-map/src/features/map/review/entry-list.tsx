import { LoadingScreen } from '@groupmap/app-kit';
import type { ReactNode } from 'react';

interface EntryListProps {
  /** Still loading: the loading screen stands in. */
  pending: boolean;
  /** Nothing to list: this text stands in. */
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}

/** The entries of one of the owner's panels, or what stands in for them while loading or when none. */
export function EntryList({ pending, empty, emptyText, children }: EntryListProps) {
  if (pending) return <LoadingScreen />;
  if (empty) return <p className="review-panel__empty">{emptyText}</p>;
  return <ul className="review-panel__items">{children}</ul>;
}
