import { isSameSitePath } from '@groupmap/app-kit';

/** How to follow a URL the billing service answered with. */
export type UrlNavigation = { kind: 'router'; path: string } | { kind: 'document'; url: string };

/**
 * Chooses how to go to `url` (spec section 4: the browser navigates to the subscribe answer's url).
 * A path on this site, or an absolute URL on this page's own origin, stays inside the single-page
 * app (router navigation keeps the session cache and the header). Anything else (Stripe Checkout)
 * is loaded as a new document. Something that is neither a same-site path nor an absolute http(s)
 * URL is refused: the page must never run `javascript:` or load a protocol-relative address.
 */
export function urlNavigation(url: string, pageOrigin: string): UrlNavigation | null {
  if (isSameSitePath(url)) return { kind: 'router', path: url };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (parsed.origin === pageOrigin)
    return { kind: 'router', path: `${parsed.pathname}${parsed.search}${parsed.hash}` };
  return { kind: 'document', url: parsed.href };
}
