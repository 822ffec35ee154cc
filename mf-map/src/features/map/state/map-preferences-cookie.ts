import { readCookie } from '@groupmap/app-kit';
import { MAP_PREFERENCES_COOKIE } from '@groupmap/contracts';
import {
  parseMapPreferences,
  preferenceFor,
  preferencesCookieString,
  rememberPreference,
  serializeMapPreferences,
  type MapPreference,
} from '../model/map-preferences';

/**
 * The map page's view choices per map, kept in the browser's `map_preferences` cookie (decisions.md,
 * Sessions and cookies). Only the map page uses this: the embed sets no cookie.
 */
export function loadMapPreference(mapId: number): MapPreference {
  if (typeof document === 'undefined') return {};
  return preferenceFor(parseMapPreferences(readCookie(MAP_PREFERENCES_COOKIE, document.cookie)), mapId) ?? {};
}

/** Merges `change` into the map's remembered choices (read afresh: another tab may have written). */
export function saveMapPreference(mapId: number, change: MapPreference): void {
  if (typeof document === 'undefined') return;
  const current = parseMapPreferences(readCookie(MAP_PREFERENCES_COOKIE, document.cookie));
  const value = serializeMapPreferences(rememberPreference(current, mapId, change));
  const secure = window.location.protocol === 'https:';
  document.cookie = preferencesCookieString(MAP_PREFERENCES_COOKIE, value, { secure });
}
