import { loadMapPreference, saveMapPreference } from './map-preferences-cookie';

jest.mock('../../../../../app-kit/src/styles/app-kit.css', () => ({}));

/** A browser's cookie jar as far as `document.cookie` shows it: assignments set one cookie each. */
class FakeCookieJar {
  readonly values = new Map<string, string>();
  readonly assignments: string[] = [];
  get cookie(): string {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  set cookie(assignment: string) {
    this.assignments.push(assignment);
    const [pair = ''] = assignment.split(';');
    const separator = pair.indexOf('=');
    this.values.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
  }
}

const globals = globalThis as unknown as { document?: unknown; window?: unknown };
let jar: FakeCookieJar;

function visit(protocol: 'http:' | 'https:') {
  jar = new FakeCookieJar();
  jar.values.set('csrf_token', 'abc');
  globals.document = jar;
  globals.window = { location: { protocol } };
}

afterEach(() => {
  delete globals.document;
  delete globals.window;
});

describe('the map_preferences cookie', () => {
  it('remembers a map’s tab and view across loads, beside other cookies', () => {
    visit('http:');
    expect(loadMapPreference(4)).toEqual({});
    saveMapPreference(4, { tab: 'list' });
    saveMapPreference(4, { view: { center: [48.85661, 2.35222], zoom: 6 } });
    saveMapPreference(5, { tab: 'map' });
    expect(loadMapPreference(4)).toEqual({ tab: 'list', view: { center: [48.85661, 2.35222], zoom: 6 } });
    expect(loadMapPreference(5)).toEqual({ tab: 'map' });
    expect(jar.values.get('csrf_token')).toBe('abc');
    expect(jar.assignments.at(-1)).toMatch(
      /^map_preferences=[^;]+; Path=\/; Max-Age=31536000; SameSite=Lax$/,
    );
  });

  it('is Secure on an https page', () => {
    visit('https:');
    saveMapPreference(4, { tab: 'list' });
    expect(jar.assignments.at(-1)).toMatch(/; Secure$/);
  });

  it('starts afresh from a garbled cookie', () => {
    visit('http:');
    jar.values.set('map_preferences', '%7Bnot-json');
    expect(loadMapPreference(4)).toEqual({});
    saveMapPreference(4, { tab: 'list' });
    expect(loadMapPreference(4)).toEqual({ tab: 'list' });
  });

  it('does nothing where there is no document (rendered on a server)', () => {
    expect(loadMapPreference(4)).toEqual({});
    expect(() => saveMapPreference(4, { tab: 'list' })).not.toThrow();
  });
});
