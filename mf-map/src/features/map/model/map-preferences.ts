/**
 * The `map_preferences` cookie's content (decisions.md, Sessions and cookies): per map, the Map/List
 * tab of narrow screens and the last map view. Pure, so it is unit-tested in node; the cookie itself
 * is read and written by `state/map-preferences-cookie.ts`.
 *
 * On the wire it is one JSON object keyed by map id, for example
 * `{"12":{"tab":"list","view":[51.50736,-0.12776,9],"seen":2}}`. `seen` orders the maps by when their
 * preferences last changed (higher is more recent; a plain rank, not a time): a JSON object's integer
 * keys lose their order, and only the most recent maps are kept so the cookie stays small.
 */
import { MAP_VIEW, type MapViewport } from '../leaflet/map-view';
import type { ViewTab } from './view-tab';

/** Maps remembered at most: 20 encode to 2.5 kB at worst (10-digit ids), inside a cookie's 4 kB. */
export const MAX_REMEMBERED_MAPS = 20;

/** Coordinates are kept to 5 decimals (about a metre), zoom levels to 2. */
const COORDINATE_DECIMALS = 5;
const ZOOM_DECIMALS = 2;

/** The map's last view: its centre and zoom level. */
export type SavedMapView = MapViewport;

export interface MapPreference {
  tab?: ViewTab;
  view?: SavedMapView;
}

export interface RememberedMap extends MapPreference {
  mapId: number;
}

/** The remembered maps, most recently changed first, at most MAX_REMEMBERED_MAPS. */
export type MapPreferences = readonly RememberedMap[];

const TABS: readonly unknown[] = ['map', 'list'] satisfies ViewTab[];
const MAP_ID_PATTERN = /^[1-9][0-9]{0,14}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  // `+ 0` turns -0 into 0, which JSON would write as 0 anyway.
  return Math.round(value * factor) / factor + 0;
}

function inRange(value: unknown, limit: number, low = -limit): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= low && value <= limit;
}

/** A view the map can show, or undefined: latitudes within ±90, longitudes ±180, zoom 0 to 12. */
export function validMapView(center: readonly unknown[], zoom: unknown): SavedMapView | undefined {
  const [latitude, longitude] = center;
  if (center.length !== 2 || !inRange(latitude, 90) || !inRange(longitude, 180)) return undefined;
  if (!inRange(zoom, MAP_VIEW.maxZoom, 0)) return undefined;
  return {
    center: [round(latitude, COORDINATE_DECIMALS), round(longitude, COORDINATE_DECIMALS)],
    zoom: round(zoom, ZOOM_DECIMALS),
  };
}

function parseEntry(mapId: string, value: unknown): (RememberedMap & { seen: number }) | undefined {
  if (!MAP_ID_PATTERN.test(mapId) || !isRecord(value)) return undefined;
  const tab = TABS.includes(value.tab) ? (value.tab as ViewTab) : undefined;
  const view =
    Array.isArray(value.view) && value.view.length === 3
      ? validMapView(value.view.slice(0, 2), value.view[2])
      : undefined;
  if (!tab && !view) return undefined;
  const seen = typeof value.seen === 'number' && Number.isFinite(value.seen) ? value.seen : 0;
  return { mapId: Number(mapId), ...(tab && { tab }), ...(view && { view }), seen };
}

/**
 * The preferences a cookie value holds. Anything malformed (not JSON, wrong shapes, values out of
 * range, a tampered cookie) is dropped, entry by entry, never thrown.
 */
export function parseMapPreferences(text: string | undefined): MapPreferences {
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!isRecord(parsed)) return [];
  const entries = Object.entries(parsed).flatMap(([mapId, value]) => parseEntry(mapId, value) ?? []);
  return entries
    .sort((a, b) => b.seen - a.seen)
    .slice(0, MAX_REMEMBERED_MAPS)
    .map(({ seen: _seen, ...entry }) => entry);
}

/** The cookie value for these preferences: JSON, `seen` numbering them 1 (oldest) upwards. */
export function serializeMapPreferences(preferences: MapPreferences): string {
  const kept = preferences.slice(0, MAX_REMEMBERED_MAPS);
  const object: Record<string, unknown> = {};
  kept.forEach(({ mapId, tab, view }, index) => {
    object[String(mapId)] = {
      ...(tab && { tab }),
      ...(view && { view: [...view.center, view.zoom] }),
      seen: kept.length - index,
    };
  });
  return JSON.stringify(object);
}

/** What is remembered for one map, or undefined. */
export function preferenceFor(preferences: MapPreferences, mapId: number): MapPreference | undefined {
  const found = preferences.find((entry) => entry.mapId === mapId);
  if (!found) return undefined;
  const { mapId: _mapId, ...preference } = found;
  return preference;
}

/**
 * The preferences with `change` merged into one map's, which becomes the most recent; the least
 * recent maps beyond MAX_REMEMBERED_MAPS are forgotten.
 */
export function rememberPreference(
  preferences: MapPreferences,
  mapId: number,
  change: MapPreference,
): MapPreferences {
  const previous = preferences.find((entry) => entry.mapId === mapId);
  const updated: RememberedMap = { ...previous, ...change, mapId };
  const others = preferences.filter((entry) => entry.mapId !== mapId);
  return [updated, ...others].slice(0, MAX_REMEMBERED_MAPS);
}

export interface CookieAttributes {
  /** Sent over https only: set when the page itself is https. */
  secure: boolean;
}

/** One year, the lifetime the cookie policy states. */
export const MAP_PREFERENCES_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** A `document.cookie` assignment storing `value` under `name` for the whole site, for one year. */
export function preferencesCookieString(name: string, value: string, { secure }: CookieAttributes): string {
  const attributes = [`Path=/`, `Max-Age=${MAP_PREFERENCES_MAX_AGE_SECONDS}`, 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return [`${name}=${encodeURIComponent(value)}`, ...attributes].join('; ');
}
