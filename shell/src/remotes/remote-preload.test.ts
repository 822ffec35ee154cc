import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { startPreloadingRemote } from './remote-loader';

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

beforeAll(() => {
  (globalThis as { window?: unknown }).window = { location: { href: 'https://groupmap.test/map/garden' } };
});

beforeEach(() => preloaded.mockClear());

describe('startPreloadingRemote', () => {
  it("preloads the map's own files, then only its Leaflet chunks among the async ones", async () => {
    startPreloadingRemote('map');
    await settled();
    expect(jest.mocked(registerRemotes)).toHaveBeenCalled();
    expect(preloaded.mock.calls.map(([args]) => args[0]!.resourceCategory)).toEqual(['sync', 'all']);
    expect(preloaded.mock.calls[0]![0][0]).toMatchObject({ nameOrAlias: 'mf_map', exposes: ['./app'] });
    const picks = preloaded.mock.calls[1]![0][0]!.filter!;
    expect(picks('https://cdn.test/mf/map/static/js/leaflet.85bc776c.js')).toBe(true);
    expect(picks('https://cdn.test/mf/map/static/js/leaflet-vendor.16d1516d.js')).toBe(true);
    expect(picks('https://cdn.test/mf/map/static/css/leaflet.ce88ab2c.css')).toBe(true);
    expect(picks('https://cdn.test/mf/map/static/js/115.97dec0f7.js')).toBe(false);
    expect(picks('https://cdn.test/leaflet/static/js/115.97dec0f7.js')).toBe(false);
  });

  it("preloads another remote's own files only", async () => {
    startPreloadingRemote('dashboard');
    await settled();
    expect(preloaded.mock.calls).toEqual([
      [[{ nameOrAlias: 'mf_dashboard', exposes: ['./app'], resourceCategory: 'sync' }]],
    ]);
  });

  it('never rejects when preloading fails: the remote’s own load reports it', async () => {
    preloaded.mockRejectedValueOnce(new Error('manifest unreachable'));
    expect(() => startPreloadingRemote('map')).not.toThrow();
    await settled();
  });
});
