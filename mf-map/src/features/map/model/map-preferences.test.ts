import {
  MAX_REMEMBERED_MAPS,
  parseMapPreferences,
  preferenceFor,
  preferencesCookieString,
  rememberPreference,
  serializeMapPreferences,
  validMapView,
  type MapPreferences,
} from './map-preferences';

const london = { center: [51.50736, -0.12776] as [number, number], zoom: 9 };

/** Preferences for maps 1..count, map 1 the most recent. */
function manyMaps(count: number): MapPreferences {
  return Array.from({ length: count }, (_, index) => ({ mapId: index + 1, tab: 'list' as const }));
}

describe('parseMapPreferences', () => {
  it('reads the tab and view of each map, most recently changed first', () => {
    const text = JSON.stringify({
      '3': { tab: 'list', seen: 1 },
      '12': { tab: 'map', view: [51.50736, -0.12776, 9], seen: 2 },
    });
    expect(parseMapPreferences(text)).toEqual([
      { mapId: 12, tab: 'map', view: london },
      { mapId: 3, tab: 'list' },
    ]);
  });

  it.each([
    ['nothing', undefined],
    ['an empty value', ''],
    ['text that is not JSON', 'list'],
    ['truncated JSON', '{"3":{"tab":"li'],
    ['a JSON array', '[{"tab":"list"}]'],
    ['a JSON string', '"list"'],
    ['null', 'null'],
    ['a number', '42'],
  ])('answers no preferences for %s', (_case, text) => {
    expect(parseMapPreferences(text)).toEqual([]);
  });

  it('drops entries that are malformed and keeps the rest', () => {
    const text = JSON.stringify({
      '1': { tab: 'list' },
      abc: { tab: 'list' },
      '-4': { tab: 'list' },
      '07': { tab: 'list' },
      '1.5': { tab: 'list' },
      '5': 'list',
      '6': null,
      '7': [],
      '8': { tab: 'satellite' },
      '9': { view: [91, 0, 3] },
      '10': { view: [0, 181, 3] },
      '11': { view: [0, 0, 13] },
      '12': { view: [0, 0, -1] },
      '13': { view: ['0', 0, 3] },
      '14': { view: [0, 0] },
      '15': { view: { center: [0, 0], zoom: 3 } },
      '16': { tab: '<script>', view: [null, 0, 3] },
    });
    expect(parseMapPreferences(text)).toEqual([{ mapId: 1, tab: 'list' }]);
  });

  it('ignores a __proto__ key and pollutes nothing', () => {
    const parsed = parseMapPreferences('{"__proto__":{"tab":"list","polluted":true},"2":{"tab":"map"}}');
    expect(parsed).toEqual([{ mapId: 2, tab: 'map' }]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps a valid tab when the view beside it is not, and the other way round', () => {
    const text = JSON.stringify({
      '1': { tab: 'list', view: [0, 500, 3] },
      '2': { tab: 1, view: [10, 20, 4] },
    });
    expect(parseMapPreferences(text)).toEqual(
      expect.arrayContaining([
        { mapId: 1, tab: 'list' },
        { mapId: 2, view: { center: [10, 20], zoom: 4 } },
      ]),
    );
  });

  it('keeps only the most recent maps of an oversized cookie', () => {
    const object = Object.fromEntries(
      Array.from({ length: 50 }, (_, index) => [String(index + 1), { tab: 'list', seen: index + 1 }]),
    );
    const parsed = parseMapPreferences(JSON.stringify(object));
    expect(parsed).toHaveLength(MAX_REMEMBERED_MAPS);
    expect(parsed[0]?.mapId).toBe(50);
    expect(parsed.at(-1)?.mapId).toBe(50 - MAX_REMEMBERED_MAPS + 1);
  });
});

describe('serializeMapPreferences', () => {
  it('writes what parseMapPreferences reads back, in the same order', () => {
    const preferences: MapPreferences = [
      { mapId: 12, view: london },
      { mapId: 3, tab: 'list' },
      { mapId: 40, tab: 'map', view: { center: [-33.86882, 151.20929], zoom: 12 } },
    ];
    expect(parseMapPreferences(serializeMapPreferences(preferences))).toEqual(preferences);
  });

  it('writes one compact JSON object keyed by map id', () => {
    expect(serializeMapPreferences([{ mapId: 12, tab: 'list', view: london }])).toBe(
      '{"12":{"tab":"list","view":[51.50736,-0.12776,9],"seen":1}}',
    );
  });

  it('stays well under a cookie’s 4 kB with every remembered map at its longest', () => {
    const longest: MapPreferences = Array.from({ length: MAX_REMEMBERED_MAPS }, (_, index) => ({
      mapId: 2_147_483_600 + index,
      tab: 'list',
      view: { center: [-89.12345, -179.12345], zoom: 11.25 },
    }));
    const cookie = preferencesCookieString('map_preferences', serializeMapPreferences(longest), {
      secure: true,
    });
    // 2,458 characters: room to spare under the 4,096 browsers keep for a cookie.
    expect(cookie.length).toBeLessThan(2600);
  });
});

describe('rememberPreference', () => {
  it('merges a change into the map’s preferences and makes it the most recent', () => {
    const before: MapPreferences = [
      { mapId: 1, tab: 'map' },
      { mapId: 2, tab: 'list' },
    ];
    const after = rememberPreference(before, 2, { view: london });
    expect(after).toEqual([
      { mapId: 2, tab: 'list', view: london },
      { mapId: 1, tab: 'map' },
    ]);
    expect(before).toHaveLength(2);
    expect(before[1]).toEqual({ mapId: 2, tab: 'list' });
  });

  it('adds a new map first and forgets the least recent beyond the limit', () => {
    const full = manyMaps(MAX_REMEMBERED_MAPS);
    const after = rememberPreference(full, 99, { tab: 'map' });
    expect(after).toHaveLength(MAX_REMEMBERED_MAPS);
    expect(after[0]).toEqual({ mapId: 99, tab: 'map' });
    expect(after.map((entry) => entry.mapId)).not.toContain(MAX_REMEMBERED_MAPS);
  });
});

describe('preferenceFor', () => {
  it('answers one map’s preferences without its id, or undefined', () => {
    const preferences: MapPreferences = [{ mapId: 7, tab: 'list', view: london }];
    expect(preferenceFor(preferences, 7)).toEqual({ tab: 'list', view: london });
    expect(preferenceFor(preferences, 8)).toBeUndefined();
  });
});

describe('validMapView', () => {
  it('rounds coordinates to 5 decimals and the zoom to 2', () => {
    expect(validMapView([51.507359999, -0.127758], 9.0000001)).toEqual({
      center: [51.50736, -0.12776],
      zoom: 9,
    });
  });

  it('refuses views outside the world or the zoom range', () => {
    expect(validMapView([Number.NaN, 0], 3)).toBeUndefined();
    expect(validMapView([0, Infinity], 3)).toBeUndefined();
    expect(validMapView([0, 0], 12.5)).toBeUndefined();
    expect(validMapView([0, 0, 0], 3)).toBeUndefined();
  });
});

describe('preferencesCookieString', () => {
  it('stores the value encoded for the whole site, for a year, SameSite=Lax', () => {
    expect(
      preferencesCookieString('map_preferences', '{"1":{"tab":"list","seen":1}}', { secure: false }),
    ).toBe(
      'map_preferences=%7B%221%22%3A%7B%22tab%22%3A%22list%22%2C%22seen%22%3A1%7D%7D; Path=/; Max-Age=31536000; SameSite=Lax',
    );
  });

  it('adds Secure on https pages', () => {
    expect(preferencesCookieString('map_preferences', '{}', { secure: true })).toMatch(/; Secure$/);
  });
});
