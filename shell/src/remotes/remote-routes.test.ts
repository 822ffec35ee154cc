import { remoteForPath, remoteRouteFor, remoteToLoadAtBoot } from './remote-routes';

describe('remoteForPath', () => {
  it('sends each path of the route table to the remote that owns it', () => {
    expect(remoteForPath('/map/test')).toBe('map');
    expect(remoteForPath('/dashboard')).toBe('dashboard');
    expect(remoteForPath('/dashboard/settings')).toBe('dashboard');
    expect(remoteForPath('/create')).toBe('dashboard');
    expect(remoteForPath('/subscription')).toBe('billing');
    expect(remoteForPath('/subscription/checkout/0b7e2f4c-2c1d-4c55-9f6a-1d2e3f4a5b6c')).toBe('billing');
  });

  it('owns nothing else', () => {
    expect(remoteForPath('/map')).toBeUndefined();
    expect(remoteForPath('/map/test/extra')).toBeUndefined();
    expect(remoteForPath('/nowhere')).toBeUndefined();
    expect(remoteForPath('/dashboards')).toBeUndefined();
  });
});

describe('remoteRouteFor', () => {
  it('asks for a signed-in user on /dashboard, every path below it, /create and the test checkout', () => {
    for (const path of [
      '/dashboard',
      '/dashboard/',
      '/dashboard/maps/7',
      '/create',
      '/subscription/checkout/abc',
    ]) {
      expect(remoteRouteFor(path)?.access).toBe('signed-in');
    }
  });

  it('lets everyone see map pages and the subscription page', () => {
    expect(remoteRouteFor('/map/test')?.access).toBe('all');
    expect(remoteRouteFor('/subscription')?.access).toBe('all');
  });
});

describe('remoteToLoadAtBoot', () => {
  it('loads the remote of a route open to everyone at boot', () => {
    expect(remoteToLoadAtBoot('/map/test')).toBe('map');
    expect(remoteToLoadAtBoot('/subscription')).toBe('billing');
  });

  it('loads nothing at boot on a signed-in route or a page no remote owns', () => {
    for (const path of [
      '/dashboard',
      '/dashboard/maps/7',
      '/create',
      '/subscription/checkout/abc',
      '/',
      '/login',
    ])
      expect(remoteToLoadAtBoot(path)).toBeUndefined();
  });
});
