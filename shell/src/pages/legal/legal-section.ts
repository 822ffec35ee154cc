import type { ReactNode } from 'react';

/** One section of a legal document: an h2 and its content. */
export interface LegalSection {
  /** Anchor of the section (`/terms#payment`), also used by the table of contents. */
  id: string;
  title: string;
  content: ReactNode;
}
