// A frontend's page fallbacks: navigations under a path prefix that match no file get a page (the
// apps route on the client), given on the command line as `--fallback <prefix>=<file>`.
import path from 'node:path';
import type { Request } from 'express';

/** Requests under `prefix` that match no file get `file` (a path inside the root), as SPAs need. */
export interface StaticFallback {
  prefix: string;
  file: string;
}

/**
 * Only browser navigations (they accept text/html) get the SPA page. A missing script, manifest or
 * API-looking path fetched by code gets a 404, never HTML it would fail to parse.
 */
export function wantsPage(req: Request): boolean {
  return (req.headers.accept ?? '').includes('text/html');
}

export function resolveFallbacks(root: string, fallbacks: StaticFallback[]): StaticFallback[] {
  const resolved = fallbacks.map(({ prefix, file }) => {
    const absolute = path.resolve(root, file);
    if (!absolute.startsWith(root + path.sep)) throw new Error(`fallback file ${file} is outside ${root}`);
    return { prefix: prefix.startsWith('/') ? prefix : `/${prefix}`, file: path.relative(root, absolute) };
  });
  // The most specific prefix wins: `/embed/` before `/`.
  return resolved.sort((a, b) => b.prefix.length - a.prefix.length);
}

/** Parses `--fallback <prefix>=<file>` values. */
export function parseFallback(value: string): StaticFallback {
  const separator = value.indexOf('=');
  if (separator <= 0 || separator === value.length - 1) {
    throw new Error(`--fallback expects <pathPrefix>=<file>, got "${value}"`);
  }
  return { prefix: value.slice(0, separator), file: value.slice(separator + 1) };
}
