import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { pagePreloadPlugin } from './page-preload-plugin';

const MAP_MANIFEST_URL = 'https://groupmap.test/mf/map/mf-manifest.json';
const mapManifest = {
  exposes: [
    {
      name: 'app',
      assets: {
        js: {
          sync: ['static/js/__federation_expose_app.809c38c0.js'],
          async: ['static/js/115.97dec0f7.js', 'static/js/page-leaflet.85bc776c.js'],
        },
        css: { sync: [], async: [] },
      },
    },
  ],
};

type PreloadOp = {
  nameOrAlias: string;
  exposes?: string[];
  resourceCategory?: string;
  filter?: (url: string) => boolean;
};
const plugin = pagePreloadPlugin as unknown as Required<Pick<ModuleFederationRuntimePlugin, 'fetch'>> & {
  beforePreloadRemote: (args: { preloadOps: PreloadOp[]; options: unknown }) => Promise<void>;
};
const options = {
  remotes: [
    { name: 'mf_map', entry: MAP_MANIFEST_URL },
    { name: 'mf_billing', entry: 'https://groupmap.test/mf/billing/mf-manifest.json' },
  ],
};

/** The runtime's own preload of an expose when it loads it: its files, scripts run at once. */
const loadsOwnPreload = (nameOrAlias: string): PreloadOp => ({
  nameOrAlias,
  exposes: ['./app'],
  resourceCategory: 'sync',
});

describe('pagePreloadPlugin', () => {
  it('fetches a manifest for the runtime, leaving its body to the runtime', async () => {
    globalThis.fetch = jest.fn(async () => Response.json(mapManifest));
    const response = await (plugin.fetch as (url: string, init: RequestInit) => Promise<Response>)(
      MAP_MANIFEST_URL,
      {},
    );
    expect(globalThis.fetch).toHaveBeenCalledWith(MAP_MANIFEST_URL, {});
    expect(await response.json()).toEqual(mapManifest);
  });

  it("widens a load's preload to the expose's own files and its page-… chunks, nothing else", async () => {
    const op = loadsOwnPreload('mf_map');
    await plugin.beforePreloadRemote({ preloadOps: [op], options });
    expect(op.resourceCategory).toBe('all');
    expect(op.filter!('https://groupmap.test/mf/map/static/js/__federation_expose_app.809c38c0.js')).toBe(
      true,
    );
    expect(op.filter!('https://groupmap.test/mf/map/static/js/page-leaflet.85bc776c.js')).toBe(true);
    expect(op.filter!('https://groupmap.test/mf/map/static/js/115.97dec0f7.js')).toBe(false);
  });

  it('leaves the preload of a remote whose manifest it did not fetch as it was', async () => {
    const op = loadsOwnPreload('mf_billing');
    await plugin.beforePreloadRemote({ preloadOps: [op], options });
    expect(op).toEqual(loadsOwnPreload('mf_billing'));
  });
});
