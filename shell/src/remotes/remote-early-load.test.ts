import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteApp, startLoadingRemote } from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(async () => undefined),
  registerRemotes: jest.fn(),
}));
jest.mock('@groupmap/app-kit', () => ({
  loadRuntimeConfig: async () => ({
    remotes: { map: '/mf/map/mf-manifest.json', dashboard: '/mf/dashboard/mf-manifest.json', billing: '/x' },
  }),
}));

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const preloaded = jest.mocked(preloadRemote);
const loaded = jest.mocked(loadRemote);
const appModule = { default: () => null };

beforeAll(() => {
  (globalThis as { window?: unknown }).window = { location: { href: 'https://groupmap.test/map/garden' } };
});

beforeEach(() => {
  preloaded.mockClear();
  loaded.mockReset();
  loaded.mockResolvedValue(appModule);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('startLoadingRemote', () => {
  it("loads the map's app and preloads only its Leaflet chunks among the async ones, in one call", async () => {
    startLoadingRemote('map');
    await settled();
    expect(jest.mocked(registerRemotes)).toHaveBeenCalled();
    expect(loaded.mock.calls).toEqual([['mf_map/app']]);
    expect(preloaded).toHaveBeenCalledTimes(1);
    const [[options]] = preloaded.mock.calls[0]!;
    expect(options).toMatchObject({ nameOrAlias: 'mf_map', exposes: ['./app'], resourceCategory: 'all' });
    const picks = options!.filter!;
    expect(picks('https://cdn.test/mf/map/static/js/leaflet.85bc776c.js')).toBe(true);
    expect(picks('https://cdn.test/mf/map/static/js/leaflet-vendor.16d1516d.js')).toBe(true);
    expect(picks('https://cdn.test/mf/map/static/css/leaflet.ce88ab2c.css')).toBe(true);
    expect(picks('https://cdn.test/mf/map/static/js/115.97dec0f7.js')).toBe(false);
    expect(picks('https://cdn.test/leaflet/static/js/115.97dec0f7.js')).toBe(false);
  });

  it('hands the route the load it started instead of loading the app again', async () => {
    startLoadingRemote('billing');
    await expect(loadRemoteApp('billing', false)).resolves.toBe(appModule);
    expect(loaded).toHaveBeenCalledTimes(1);
    expect(preloaded).not.toHaveBeenCalled();
  });

  it('never rejects itself: a failed early load is the route’s error, and a retry loads afresh', async () => {
    loaded.mockRejectedValueOnce(new Error('manifest unreachable'));
    expect(() => startLoadingRemote('dashboard')).not.toThrow();
    await expect(loadRemoteApp('dashboard', false)).rejects.toThrow();
    await settled();
    await expect(loadRemoteApp('dashboard', false)).resolves.toBe(appModule);
    expect(loaded).toHaveBeenCalledTimes(2);
  });
});
