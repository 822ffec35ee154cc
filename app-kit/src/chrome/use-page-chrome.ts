import { useEffect, useSyncExternalStore } from 'react';
import {
  getPageChrome,
  resetPageChrome,
  setPageChrome,
  subscribeToPageChrome,
  type PageChrome,
} from './page-chrome-store';

/**
 * Called by a page (typically in a remote) to tell the shell's frame what to show while the page is
 * mounted, e.g. `usePageChrome({ logo: { src: map.logoUrl, alt: map.name } })`. Cleared on unmount.
 */
export function usePageChrome(chrome: PageChrome): void {
  const logoSrc = chrome.logo?.src;
  const logoAlt = chrome.logo?.alt;
  useEffect(() => {
    setPageChrome(logoSrc === undefined ? {} : { logo: { src: logoSrc, alt: logoAlt ?? '' } });
    return resetPageChrome;
  }, [logoSrc, logoAlt]);
}

/** The chrome the current page asked for; read by the shell's frame. */
export function usePageChromeState(): PageChrome {
  return useSyncExternalStore(subscribeToPageChrome, getPageChrome, getPageChrome);
}
