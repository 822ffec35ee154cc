import { DEFAULT_API_ROUTES } from './api-routes';
import { createRouteResolver } from './resolve-route';

describe('createRouteResolver', () => {
  const resolve = createRouteResolver(DEFAULT_API_ROUTES);

  it('sends each documented API prefix to its owning service, including paths below it', () => {
    expect(resolve('/api/login')).toEqual({ kind: 'proxy', upstream: 'auth' });
    expect(resolve('/api/maps/test/locations')).toEqual({ kind: 'proxy', upstream: 'maps' });
    expect(resolve('/api/logos/abc.png')).toEqual({ kind: 'proxy', upstream: 'maps' });
    expect(resolve('/api/subscribe')).toEqual({ kind: 'proxy', upstream: 'billing' });
  });

  it('matches whole path segments only, so an unknown API path is not found', () => {
    expect(resolve('/api/mapsx')).toEqual({ kind: 'not-found' });
    expect(resolve('/api/unknown')).toEqual({ kind: 'not-found' });
    expect(resolve('/api')).toEqual({ kind: 'not-found' });
  });

  it('prefers the longest matching prefix', () => {
    const custom = createRouteResolver({ '/api/maps': 'maps', '/api/maps/live': 'realtime' });
    expect(custom('/api/maps/live/1')).toEqual({ kind: 'proxy', upstream: 'realtime' });
    expect(custom('/api/maps/1')).toEqual({ kind: 'proxy', upstream: 'maps' });
  });

  it('sends /ws to realtime, /embed to mf-map unchanged and everything else to the shell', () => {
    expect(resolve('/ws/map/test')).toEqual({ kind: 'proxy', upstream: 'realtime' });
    expect(resolve('/embed/test')).toEqual({ kind: 'proxy', upstream: 'mfMap' });
    expect(resolve('/')).toEqual({ kind: 'proxy', upstream: 'shell' });
    expect(resolve('/map/test')).toEqual({ kind: 'proxy', upstream: 'shell' });
    expect(resolve('/embedded')).toEqual({ kind: 'proxy', upstream: 'shell' });
  });

  it('sends each remote prefix to that remote with the prefix removed, and unknown remotes nowhere', () => {
    expect(resolve('/mf/map/mf-manifest.json')).toEqual({
      kind: 'proxy',
      upstream: 'mfMap',
      stripPrefix: '/mf/map',
    });
    expect(resolve('/mf/dashboard/remoteEntry.js')).toEqual({
      kind: 'proxy',
      upstream: 'mfDashboard',
      stripPrefix: '/mf/dashboard',
    });
    expect(resolve('/mf/billing/x.js')).toEqual({
      kind: 'proxy',
      upstream: 'mfBilling',
      stripPrefix: '/mf/billing',
    });
    expect(resolve('/mf/other/x.js')).toEqual({ kind: 'not-found' });
  });
});
