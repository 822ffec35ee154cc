import { useDocumentTitle } from '@groupmap/app-kit';
import type { ReactNode } from 'react';

/** A shell page's heading; it also names the browser tab. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="page-heading">
      <h1>{title}</h1>
      {children}
    </div>
  );
}
