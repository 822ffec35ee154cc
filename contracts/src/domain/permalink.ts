import { validationMessages } from '../messages/validation';

/** The form accepts 50 characters (spec section 5); storage allows 100 (section 3). */
export const PERMALINK_MAX_LENGTH = 50;
export const PERMALINK_STORAGE_MAX_LENGTH = 100;

/** The demo map's permalink (decisions.md, Demo content): seeded at start-up, linked from the landing page. */
export const DEMO_MAP_PERMALINK = 'test';

const PERMALINK_CHARSET = /^[a-z0-9-]+$/;

/**
 * Permalinks that would collide with routes or API paths (decisions.md): `user` is `GET /api/maps/user`,
 * the others are app routes and gateway prefixes that a future `/{permalink}` short link or a
 * sub-route of /map could hit. `test` is not reserved: it is the demo map's permalink.
 */
export const RESERVED_PERMALINKS: ReadonlySet<string> = new Set([
  'user',
  'new',
  'create',
  'edit',
  'embed',
  'api',
  'map',
  'maps',
  'mf',
  'ws',
  'dashboard',
  'subscription',
  'subscribe',
  'billing',
  'login',
  'logout',
  'register',
  'session',
  'feedback',
  'upload',
  'logos',
  'geocode',
  'health',
  'healthz',
  'readyz',
  'runtime-config',
  'about',
  'changelog',
  'terms',
  'privacy',
  'cookies',
  'settings',
  'admin',
  'static',
  'assets',
  'null',
  'undefined',
]);

/** True when `value` may not be used as a permalink because a route or API path owns it. */
export function isReservedPermalink(value: string): boolean {
  return RESERVED_PERMALINKS.has(value.toLowerCase());
}

/** What the permalink input keeps of what was typed: the spec lowercases it as typed. */
export function normalisePermalinkInput(value: string): string {
  return value.toLowerCase();
}

/**
 * Checks a permalink against the rules of spec section 5 and the reserved list, in the order the
 * form shows them. Returns the exact message of the first broken rule, or null when it is valid.
 */
export function validatePermalink(value: string): string | null {
  if (value.length === 0) return validationMessages.permalinkRequired;
  if (!PERMALINK_CHARSET.test(value)) return validationMessages.permalinkInvalidCharacters;
  if (value.length > PERMALINK_MAX_LENGTH) return validationMessages.permalinkTooLong;
  if (value.startsWith('-') || value.endsWith('-')) return validationMessages.permalinkHyphenAtEdge;
  if (isReservedPermalink(value)) return validationMessages.permalinkReserved;
  return null;
}

/** The map page's route: /map/{permalink}, nothing after it. */
const MAP_PAGE_ROUTE = /^\/map\/([^/]+)\/?$/;

/**
 * The permalink of the map page at `pathname`, decoded as the browser's router decodes it, or null
 * for any other route (or an undecodable one). The shell reads it before anything else has loaded.
 */
export function mapPagePermalink(pathname: string): string | null {
  const match = MAP_PAGE_ROUTE.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}
