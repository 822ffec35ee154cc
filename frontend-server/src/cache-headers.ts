// The caching and CORS headers of a frontend's files: hashed build output is kept for a year, the
// rest (pages, manifests, remote entries) revalidated, so a redeployed remote shows at the next load.
import type { ServerResponse } from 'node:http';
import path from 'node:path';

/** Content-hashed files never change under their name, so browsers may keep them for a year. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Everything else (HTML, mf-manifest.json, remoteEntry.js...) is revalidated on every use. */
export const REVALIDATE_CACHE = 'no-cache';
/** rspack names hashed output `name.<hex contenthash>.ext`; eight hex digits is the shortest used. */
const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * The Cache-Control value for a served file, by its name: long-lived and immutable when the name
 * carries a content hash, otherwise `no-cache`, so a redeployed remote (same `remoteEntry.js` and
 * `mf-manifest.json` names, new contents) is seen on the next page load without any shell rebuild.
 */
export function cacheControlFor(filePath: string): string {
  return HASHED_FILE.test(path.basename(filePath)) ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}

export function setStaticHeaders(res: ServerResponse, filePath: string): void {
  res.setHeader('Cache-Control', cacheControlFor(filePath));
  // Manifests and scripts of a remote may be fetched from another origin (a remote run standalone
  // next to a shell on another port); they are public build output, so any origin may read them.
  if (!filePath.endsWith('.html')) res.setHeader('Access-Control-Allow-Origin', '*');
}
