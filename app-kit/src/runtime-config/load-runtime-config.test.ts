import type { RuntimeConfig } from '@groupmap/contracts';
import { loadRuntimeConfig } from './load-runtime-config';

const config: RuntimeConfig = {
  remotes: {
    map: '/mf/map/mf-manifest.json',
    dashboard: '/mf/dashboard/mf-manifest.json',
    billing: '/mf/billing/mf-manifest.json',
  },
  tiles: { url: 'https://tile.example/{z}/{x}/{y}.png', attribution: 'tiles' },
  operator: {
    companyName: 'Example Ltd',
    registeredAddress: '1 Example Street',
    contactEmail: 'hi@example.com',
  },
};

describe('loadRuntimeConfig', () => {
  it('fetches the configuration again after a failure, then keeps the result for the page', async () => {
    const fetchImpl = jest
      .fn<Promise<Response>, Parameters<typeof fetch>>()
      .mockResolvedValueOnce(new Response('down', { status: 503, statusText: 'Service Unavailable' }))
      .mockResolvedValue(Response.json(config));

    await expect(loadRuntimeConfig(fetchImpl)).rejects.toThrow('503: Service Unavailable');
    await expect(loadRuntimeConfig(fetchImpl)).resolves.toEqual(config);
    await expect(loadRuntimeConfig(fetchImpl)).resolves.toEqual(config);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(fetchImpl).toHaveBeenCalledWith('/runtime-config.json', expect.anything());
  });
});
