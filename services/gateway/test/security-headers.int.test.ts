import request from 'supertest';
import { startEchoPlatform, type EchoPlatform } from './support/echo-platform';
import { startGateway, type RunningGateway } from './support/start-gateway';

let platform: EchoPlatform;
let gateway: RunningGateway;

beforeAll(async () => {
  platform = await startEchoPlatform();
  gateway = await startGateway(platform.env);
});

afterAll(async () => {
  await gateway.close();
  await platform.close();
});

beforeEach(() => platform.reset());

/** The CSP header as a map of directive to sources. */
function cspOf(header: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

describe('security headers', () => {
  it('sends helmet headers, the referrer policy OSM needs and a CSP allowing the tile server', async () => {
    const response = await request(gateway.url).get('/map/test').expect(200);
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
    const csp = cspOf(response.headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['img-src']).toContain('https://tile.openstreetmap.org');
    expect(csp['connect-src']).toEqual(["'self'", 'ws://localhost:8080']);
  });

  it('refuses framing of every page but /embed/*', async () => {
    for (const path of ['/', '/map/test', '/api/user', '/runtime-config.json']) {
      const response = await request(gateway.url).get(path).expect(200);
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(cspOf(response.headers['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
    }
  });

  it('lets any site frame /embed/*', async () => {
    const response = await request(gateway.url).get('/embed/test').expect(200);
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(cspOf(response.headers['content-security-policy'])['frame-ancestors']).toEqual(['*']);
  });

  it('lets pages ask for geolocation from our own origin only, never camera, microphone or payment', async () => {
    for (const path of ['/', '/map/test', '/embed/test', '/api/user']) {
      const response = await request(gateway.url).get(path).expect(200);
      expect({ path, policy: response.headers['permissions-policy'] }).toEqual({
        path,
        policy: 'geolocation=(self), camera=(), microphone=(), payment=()',
      });
    }
  });

  it('keeps its own security headers when an upstream sends different ones', async () => {
    platform.upstreams.shell.responseHeaders = {
      'content-security-policy': "frame-ancestors *; script-src 'unsafe-eval'",
      'x-frame-options': 'ALLOWALL',
      'permissions-policy': 'camera=*',
    };
    const response = await request(gateway.url).get('/').expect(200);
    expect(response.headers['permissions-policy']).toBe(
      'geolocation=(self), camera=(), microphone=(), payment=()',
    );
    expect(response.headers['x-frame-options']).toBe('DENY');
    const csp = cspOf(response.headers['content-security-policy']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
  });

  it("keeps a service's stricter policy (a logo's sandbox) instead of the page policy, with no cookies", async () => {
    platform.upstreams.maps.responseHeaders = { 'content-security-policy': "default-src 'none'; sandbox" };
    const response = await request(gateway.url)
      .get('/api/logos/3f1c.png')
      .set('Cookie', 'session_id=a-secret; csrf_token=t')
      .expect(200);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('follows the configured tile server and public origin', async () => {
    const custom = await startGateway({
      ...platform.env,
      TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
      PUBLIC_ORIGIN: 'https://groupmap.example',
    });
    try {
      const response = await request(custom.url).get('/').expect(200);
      const csp = cspOf(response.headers['content-security-policy']);
      expect(csp['img-src']).toContain('https://*.tiles.example.org');
      expect(csp['connect-src']).toContain('wss://groupmap.example');
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await custom.close();
    }
  });
});
