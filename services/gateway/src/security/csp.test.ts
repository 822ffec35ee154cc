import { buildCspDirectives, tileSource } from './csp';

const base = {
  publicOrigin: 'http://localhost:8080',
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  remoteManifestUrls: ['/mf/map/mf-manifest.json', '/mf/dashboard/mf-manifest.json'],
  framing: 'none' as const,
};

describe('tileSource', () => {
  it('takes the origin of a plain tile template', () => {
    expect(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
  });

  it('turns a {s} subdomain into a wildcard and keeps the port', () => {
    expect(tileSource('https://{s}.tiles.example.org:8443/{z}/{x}/{y}{r}.png')).toBe(
      'https://*.tiles.example.org:8443',
    );
  });

  it('needs no source for tiles served through the gateway', () => {
    expect(tileSource('/tiles/{z}/{x}/{y}.png')).toBeUndefined();
  });
});

describe('buildCspDirectives', () => {
  it('allows our origin, the tile server for images, WebSockets back to us and inline styles only', () => {
    const directives = buildCspDirectives(base);
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
    expect(directives['connect-src']).toEqual(["'self'", 'ws://localhost:8080']);
    expect(directives['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['worker-src']).toEqual(["'self'", 'blob:']);
    expect(
      Object.values(directives)
        .flat()
        .filter((source) => source.includes('unsafe')),
    ).toEqual(["'unsafe-inline'"]);
  });

  it('refuses framing except where any site may frame the page', () => {
    expect(buildCspDirectives(base)['frame-ancestors']).toEqual(["'none'"]);
    expect(buildCspDirectives({ ...base, framing: 'any' })['frame-ancestors']).toEqual(['*']);
  });

  it('uses wss and upgrades insecure requests when the public origin is HTTPS', () => {
    const directives = buildCspDirectives({ ...base, publicOrigin: 'https://groupmap.example' });
    expect(directives['connect-src']).toEqual(["'self'", 'wss://groupmap.example']);
    expect(directives['upgrade-insecure-requests']).toEqual([]);
    expect(buildCspDirectives(base)['upgrade-insecure-requests']).toBeUndefined();
  });

  it('allows a remote hosted on another origin for scripts, styles and fetches', () => {
    const directives = buildCspDirectives({
      ...base,
      remoteManifestUrls: ['https://cdn.example.com/map/mf-manifest.json', '/mf/billing/mf-manifest.json'],
    });
    expect(directives['script-src']).toEqual(["'self'", 'https://cdn.example.com']);
    expect(directives['style-src']).toContain('https://cdn.example.com');
    expect(directives['connect-src']).toContain('https://cdn.example.com');
  });
});
