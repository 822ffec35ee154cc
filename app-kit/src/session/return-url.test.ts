import { afterSignInPath, isSameSitePath, loginPathFor } from './return-url';

describe('afterSignInPath', () => {
  it('returns to a same-site path, with its query and fragment', () => {
    expect(afterSignInPath('/create')).toBe('/create');
    expect(afterSignInPath('/dashboard/maps?sort=name#top')).toBe('/dashboard/maps?sort=name#top');
    expect(afterSignInPath('/')).toBe('/');
  });

  it('goes to /dashboard without a returnUrl', () => {
    expect(afterSignInPath(null)).toBe('/dashboard');
    expect(afterSignInPath(undefined)).toBe('/dashboard');
    expect(afterSignInPath('')).toBe('/dashboard');
  });

  it('goes to /dashboard for addresses on other sites', () => {
    for (const attack of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      'http://evil.example/dashboard',
      '\\\\evil.example',
      'javascript:alert(1)',
      'evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
    ]) {
      expect(afterSignInPath(attack)).toBe('/dashboard');
    }
  });
});

describe('isSameSitePath', () => {
  it('accepts only paths that start with a single slash', () => {
    expect(isSameSitePath('/map/test')).toBe(true);
    expect(isSameSitePath('//map')).toBe(false);
    expect(isSameSitePath('map/test')).toBe(false);
  });
});

describe('loginPathFor', () => {
  it('sends the path to come back to as an encoded returnUrl', () => {
    expect(loginPathFor('/dashboard')).toBe('/login?returnUrl=%2Fdashboard');
    expect(loginPathFor('/create?from=nav')).toBe('/login?returnUrl=%2Fcreate%3Ffrom%3Dnav');
  });
});
