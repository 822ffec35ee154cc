/**
 * Cookie and header names of spec section 3 (decisions.md, Sessions and cookies). In a module of
 * their own, free of zod, so the browser bundles that import them stay light.
 */
export const SESSION_COOKIE = 'session_id';
export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';
/**
 * The map page's per-map view choices (the Map/List tab, the last map view), set by the browser:
 * readable by scripts, never read by a server. The embed sets none.
 */
export const MAP_PREFERENCES_COOKIE = 'map_preferences';
