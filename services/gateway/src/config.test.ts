import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEPLOYABLES } from '@groupmap/contracts';
import { ConfigError } from '@groupmap/svc-kit';
import { testIdentityKeys } from '@groupmap/svc-kit/testing';
import { loadGatewayConfig } from './config';
import { DEFAULT_API_ROUTES } from './routing/api-routes';

const KEY = testIdentityKeys.privateKey;

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadGatewayConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadGatewayConfig', () => {
  it('defaults to port 8080, the documented upstreams and routing table, and OSM tiles', () => {
    const config = loadGatewayConfig({ IDENTITY_PRIVATE_KEY: KEY });
    expect(config.port).toBe(8080);
    expect(config.publicOrigin).toBe('http://localhost:8080');
    expect(config.upstreams).toEqual({
      auth: 'http://127.0.0.1:4001',
      maps: 'http://127.0.0.1:4002',
      realtime: 'http://127.0.0.1:4003',
      billing: 'http://127.0.0.1:4004',
      shell: 'http://127.0.0.1:3000',
      mfMap: 'http://127.0.0.1:3001',
      mfDashboard: 'http://127.0.0.1:3002',
      mfBilling: 'http://127.0.0.1:3003',
    });
    expect(config.apiRoutes).toEqual(DEFAULT_API_ROUTES);
    expect(config.runtimeConfig).toEqual({
      remotes: {
        map: '/mf/map/mf-manifest.json',
        dashboard: '/mf/dashboard/mf-manifest.json',
        billing: '/mf/billing/mf-manifest.json',
      },
      tiles: {
        url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: expect.stringContaining('OpenStreetMap'),
      },
      operator: {
        companyName: '[Operator company name]',
        registeredAddress: '[Registered office address]',
        contactEmail: '[contact e-mail address]',
      },
    });
    expect(config.trustedProxyHops).toBe(0);
    expect(config.maxBodyBytes).toBeGreaterThan(5 * 1024 * 1024);
  });

  it('lets GATEWAY_PORT win over PORT', () => {
    expect(loadGatewayConfig({ IDENTITY_PRIVATE_KEY: KEY, PORT: '9000', GATEWAY_PORT: '9100' }).port).toBe(
      9100,
    );
    expect(loadGatewayConfig({ IDENTITY_PRIVATE_KEY: KEY, PORT: '9000' }).port).toBe(9000);
  });

  it('listens at GATEWAY_HOST, else LISTEN_HOST, and keeps /metrics at LISTEN_HOST', () => {
    const both = loadGatewayConfig({
      IDENTITY_PRIVATE_KEY: KEY,
      LISTEN_HOST: '127.0.0.1,::1',
      GATEWAY_HOST: '0.0.0.0',
    });
    expect({ hosts: both.hosts, metricsHosts: both.metricsHosts }).toEqual({
      hosts: ['0.0.0.0'],
      metricsHosts: ['127.0.0.1', '::1'],
    });
    expect(loadGatewayConfig({ IDENTITY_PRIVATE_KEY: KEY, LISTEN_HOST: '127.0.0.1' }).hosts).toEqual([
      '127.0.0.1',
    ]);
    expect(loadGatewayConfig({ IDENTITY_PRIVATE_KEY: KEY }).hosts).toEqual([]);
    expect(problemsOf({ IDENTITY_PRIVATE_KEY: KEY, GATEWAY_HOST: 'example.org' })).toEqual([
      expect.stringContaining('GATEWAY_HOST'),
    ]);
  });

  it('serves /metrics on METRICS_PORT, 9464 by default, 0 for a free one', () => {
    expect(loadGatewayConfig({ IDENTITY_PRIVATE_KEY: KEY }).metricsPort).toBe(9464);
    expect(loadGatewayConfig({ IDENTITY_PRIVATE_KEY: KEY, METRICS_PORT: '0' }).metricsPort).toBe(0);
    expect(problemsOf({ IDENTITY_PRIVATE_KEY: KEY, METRICS_PORT: 'public' })).toEqual([
      expect.stringContaining('METRICS_PORT'),
    ]);
  });

  it('replaces the routing table with GATEWAY_ROUTES', () => {
    const config = loadGatewayConfig({ IDENTITY_PRIVATE_KEY: KEY, GATEWAY_ROUTES: '{"/api/things":"maps"}' });
    expect(config.apiRoutes).toEqual({ '/api/things': 'maps' });
  });

  it("reads each upstream of contracts' registry from its URL variable, defaulting to its port on loopback", () => {
    const upstreams = DEPLOYABLES.filter((entry) => entry.urlVariable !== null);
    const defaults: Record<string, string> = loadGatewayConfig({ IDENTITY_PRIVATE_KEY: KEY }).upstreams;
    const given: Record<string, string> = loadGatewayConfig({
      IDENTITY_PRIVATE_KEY: KEY,
      ...Object.fromEntries(upstreams.map((entry) => [entry.urlVariable, `http://${entry.name}:1`])),
    }).upstreams;
    expect(Object.keys(defaults).sort()).toEqual(upstreams.map((entry) => entry.key).sort());
    for (const entry of upstreams) {
      expect(defaults[entry.key]).toBe(`http://127.0.0.1:${entry.port}`);
      expect(given[entry.key]).toBe(`http://${entry.name}:1`);
    }
  });

  it('spreads WebSockets over REALTIME_URL alone by default, or over REALTIME_URLS, whose first serves HTTP', () => {
    const single = loadGatewayConfig({ IDENTITY_PRIVATE_KEY: KEY, REALTIME_URL: 'http://rt:4003' });
    expect(single.realtimeUrls).toEqual(['http://rt:4003']);
    expect(single.upstreams.realtime).toBe('http://rt:4003');
    expect(loadGatewayConfig({ IDENTITY_PRIVATE_KEY: KEY }).realtimeUrls).toEqual(['http://127.0.0.1:4003']);

    const several = loadGatewayConfig({
      IDENTITY_PRIVATE_KEY: KEY,
      REALTIME_URL: 'http://ignored:4003',
      REALTIME_URLS: ' http://rt-a:4003 , http://rt-b:4013,',
    });
    expect(several.realtimeUrls).toEqual(['http://rt-a:4003', 'http://rt-b:4013']);
    expect(several.upstreams.realtime).toBe('http://rt-a:4003');
  });

  it('refuses REALTIME_URLS with an entry that is not an http(s) URL, or with no entry', () => {
    expect(
      problemsOf({ IDENTITY_PRIVATE_KEY: KEY, REALTIME_URLS: 'http://rt-a:4003,ws://rt-b:4013' }),
    ).toEqual([
      expect.stringMatching(/^REALTIME_URLS\.1: must be a comma-separated list of http\(s\):\/\/ URLs/),
    ]);
    expect(problemsOf({ IDENTITY_PRIVATE_KEY: KEY, REALTIME_URLS: ' , ' })).toEqual([
      expect.stringMatching(/^REALTIME_URLS: must list at least one http\(s\):\/\/ URL/),
    ]);
  });

  it('accepts a PEM key written on one line with literal \\n', () => {
    const oneLine = KEY.trim().replace(/\n/g, '\\n');
    expect(loadGatewayConfig({ IDENTITY_PRIVATE_KEY: oneLine }).identityPrivateKey).toBe(KEY.trim());
  });

  it('lists every missing or invalid key at once', () => {
    const problems = problemsOf({
      GATEWAY_ROUTES: '{"/api/maps":"nowhere"}',
      AUTH_URL: 'not a url',
      TRUSTED_PROXY_HOPS: '-1',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^IDENTITY_PRIVATE_KEY: is required/),
        expect.stringMatching(/^GATEWAY_ROUTES/),
        expect.stringMatching(/^AUTH_URL/),
        expect.stringMatching(/^TRUSTED_PROXY_HOPS/),
      ]),
    );
  });

  it('refuses a public key, GATEWAY_ROUTES that is not JSON, and a route for /api/health', () => {
    expect(problemsOf({ IDENTITY_PRIVATE_KEY: testIdentityKeys.publicKey })).toEqual([
      expect.stringMatching(/^IDENTITY_PRIVATE_KEY: must be a PEM EC P-256 private key/),
    ]);
    expect(problemsOf({ IDENTITY_PRIVATE_KEY: KEY, GATEWAY_ROUTES: '{maps' })).toEqual([
      expect.stringMatching(/^GATEWAY_ROUTES: must be a JSON object/),
    ]);
    expect(problemsOf({ IDENTITY_PRIVATE_KEY: KEY, GATEWAY_ROUTES: '{"/api/health":"auth"}' })).toEqual([
      expect.stringMatching(/^GATEWAY_ROUTES: must not route \/api\/health/),
    ]);
  });

  it('caches sessions for 3 s, waits 2 s for auth, and leaves the CSRF secret to the process by default', () => {
    const config = loadGatewayConfig({ IDENTITY_PRIVATE_KEY: KEY });
    expect(config.sessionCacheTtlMs).toBe(3000);
    expect(config.sessionRpcTimeoutMs).toBe(2000);
    expect(config.csrfSecret).toBeNull();
    expect(config.secureCookies).toBe(false);
    expect(
      loadGatewayConfig({ IDENTITY_PRIVATE_KEY: KEY, PUBLIC_ORIGIN: 'https://maps.example' }).secureCookies,
    ).toBe(true);
  });

  it('requires a CSRF_SECRET of at least 32 characters in production, given directly or as a file', () => {
    expect(problemsOf({ IDENTITY_PRIVATE_KEY: KEY, NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(/^CSRF_SECRET: is required when NODE_ENV is production/),
    ]);
    expect(problemsOf({ IDENTITY_PRIVATE_KEY: KEY, CSRF_SECRET: 'short' })).toEqual([
      expect.stringMatching(/^CSRF_SECRET: must be at least 32 characters/),
    ]);
    const secret = 's'.repeat(32);
    const file = join(mkdtempSync(join(tmpdir(), 'gateway-config-')), 'csrf-secret');
    writeFileSync(file, `${secret}\n`);
    expect(loadGatewayConfig({ IDENTITY_PRIVATE_KEY: KEY, CSRF_SECRET_FILE: file }).csrfSecret).toBe(secret);
    expect(
      loadGatewayConfig({ IDENTITY_PRIVATE_KEY: KEY, NODE_ENV: 'production', CSRF_SECRET: secret })
        .csrfSecret,
    ).toBe(secret);
  });

  it('trusts no extra Origin by default, and the DEV_ORIGINS list, normalised, outside production', () => {
    expect(loadGatewayConfig({ IDENTITY_PRIVATE_KEY: KEY }).devOrigins).toEqual([]);
    expect(
      loadGatewayConfig({
        IDENTITY_PRIVATE_KEY: KEY,
        NODE_ENV: 'development',
        DEV_ORIGINS: ' http://localhost:3012/ ,HTTP://127.0.0.1:3012,',
      }).devOrigins,
    ).toEqual(['http://localhost:3012', 'http://127.0.0.1:3012']);
    expect(problemsOf({ IDENTITY_PRIVATE_KEY: KEY, DEV_ORIGINS: 'localhost:3012' })).toEqual([
      expect.stringMatching(/^DEV_ORIGINS/),
    ]);
  });

  it('refuses to start in production with DEV_ORIGINS set, saying extra Origins are for development only', () => {
    const production = { IDENTITY_PRIVATE_KEY: KEY, NODE_ENV: 'production', CSRF_SECRET: 's'.repeat(32) };
    expect(problemsOf({ ...production, DEV_ORIGINS: 'http://localhost:3012' })).toEqual([
      'DEV_ORIGINS: must not be set when NODE_ENV is production: extra Origins are for development only (remove DEV_ORIGINS)',
    ]);
    // An empty value sets nothing.
    expect(loadGatewayConfig({ ...production, DEV_ORIGINS: '' }).devOrigins).toEqual([]);
  });

  it('keeps the session cache TTL within a few seconds', () => {
    expect(
      loadGatewayConfig({ IDENTITY_PRIVATE_KEY: KEY, SESSION_CACHE_TTL_MS: '0' }).sessionCacheTtlMs,
    ).toBe(0);
    expect(problemsOf({ IDENTITY_PRIVATE_KEY: KEY, SESSION_CACHE_TTL_MS: '60000' })).toEqual([
      expect.stringMatching(/^SESSION_CACHE_TTL_MS/),
    ]);
  });
});
