import { remoteExperiments, remoteSharedDependencies, sharedDependencies } from './shared-dependencies';

describe('the map remote’s production build under the shell', () => {
  it('leaves out the federation runtime and app-kit’s fallback copy, which the shell provides', () => {
    expect(remoteExperiments('production')).toEqual({ externalRuntime: true });
    expect(remoteSharedDependencies('production')['@groupmap/app-kit']).toEqual({
      singleton: true,
      import: false,
    });
  });

  it('shares everything else as every app does', () => {
    const { '@groupmap/app-kit': _appKit, ...others } = remoteSharedDependencies('production');
    const { '@groupmap/app-kit': _shared, ...expected } = sharedDependencies;
    expect(others).toEqual(expected);
  });

  it('keeps its own runtime and fallbacks in development, so its dev server runs it standalone', () => {
    expect(remoteExperiments('development')).toEqual({});
    expect(remoteSharedDependencies('development')).toBe(sharedDependencies);
  });
});
