import { useEffect } from 'react';

/** The product's name, last in every document title. */
export const PRODUCT_NAME = 'Groupmap';

/** "My Maps · Groupmap", or just "Groupmap" without a page title. */
export function documentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** Sets the browser tab's title while the calling page is shown. */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
