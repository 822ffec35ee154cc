import { remoteForPath } from './remote-routes';

describe('remoteForPath', () => {
  it('sends each path of the route table to the remote that owns it', () => {
    expect(remoteForPath('/map/test')).toBe('map');
    expect(remoteForPath('/dashboard')).toBe('dashboard');
    expect(remoteForPath('/dashboard/settings')).toBe('dashboard');
    expect(remoteForPath('/create')).toBe('dashboard');
    expect(remoteForPath('/subscription')).toBe('billing');
  });

  it('owns nothing else', () => {
    expect(remoteForPath('/map')).toBeUndefined();
    expect(remoteForPath('/map/test/extra')).toBeUndefined();
    expect(remoteForPath('/nowhere')).toBeUndefined();
  });
});
