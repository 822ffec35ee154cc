import { loadRemote, registerPlugins } from '@module-federation/enhanced/runtime';
import { pagePreloadPlugin } from './page-preload-plugin';
import { loadRemoteApp, startLoadingRemote } from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('@groupmap/app-kit', () => ({
  loadRuntimeConfig: async () => ({
    remotes: { map: '/mf/map/mf-manifest.json', dashboard: '/mf/dashboard/mf-manifest.json', billing: '/x' },
  }),
}));

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const loaded = jest.mocked(loadRemote);
const appModule = { default: () => null };

beforeAll(() => {
  (globalThis as { window?: unknown }).window = { location: { href: 'https://groupmap.test/map/garden' } };
});

beforeEach(() => {
  loaded.mockReset();
  loaded.mockResolvedValue(appModule);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('startLoadingRemote', () => {
  it("loads the remote's app at once, with the plugin that preloads its page chunks registered", async () => {
    startLoadingRemote('map');
    await settled();
    expect(jest.mocked(registerPlugins)).toHaveBeenCalledWith([pagePreloadPlugin]);
    expect(loaded.mock.calls).toEqual([['mf_map/app']]);
  });

  it('hands the route the load it started instead of loading the app again', async () => {
    startLoadingRemote('billing');
    await expect(loadRemoteApp('billing', false)).resolves.toBe(appModule);
    expect(loaded).toHaveBeenCalledTimes(1);
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
