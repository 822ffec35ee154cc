import { request as httpRequest } from 'node:http';
import { messages } from '@groupmap/contracts';
import request from 'supertest';
import { startEchoPlatform, type EchoPlatform } from './support/echo-platform';
import type { Echo } from './support/fake-upstream';
import { startGateway, type RunningGateway } from './support/start-gateway';
import { visit } from './support/visitor';

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

async function echoOf(path: string): Promise<Echo> {
  const response = await request(gateway.url).get(path).expect(200);
  return response.body as Echo;
}

describe('gateway routing', () => {
  it.each([
    ['/api/user', 'auth'],
    ['/api/login', 'auth'],
    ['/api/register', 'auth'],
    ['/api/logout', 'auth'],
    ['/api/session', 'auth'],
    ['/api/feedback', 'auth'],
    ['/api/maps/test/locations?x=1', 'maps'],
    ['/api/upload', 'maps'],
    ['/api/logos/abc.png', 'maps'],
    ['/api/geocode?q=London', 'maps'],
    ['/api/subscribe', 'billing'],
    ['/api/billing/webhook', 'billing'],
  ])('sends %s to %s with the path unchanged', async (path, upstream) => {
    const echo = await echoOf(path);
    expect(echo.upstream).toBe(upstream);
    expect(echo.url).toBe(path);
  });

  it('forwards the method and body of an API call', async () => {
    const { headers } = await visit(gateway.url);
    const response = await request(gateway.url)
      .post('/api/maps')
      .set(headers)
      .send({ name: 'Trip' })
      .expect(200);
    expect(response.body).toMatchObject({ upstream: 'maps', method: 'POST', bodyBytes: 15 });
  });

  it('answers an unknown API path with 404 text/plain and reaches no upstream', async () => {
    const response = await request(gateway.url).get('/api/nothing-here').expect(404);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.headers['x-error-code']).toBe('not_found');
    expect(response.text).toBe(messages.notFound);
    expect(Object.values(platform.upstreams).flatMap((upstream) => upstream.received)).toEqual([]);
  });

  it('sends each remote prefix to that remote with the prefix removed', async () => {
    expect(await echoOf('/mf/map/mf-manifest.json')).toMatchObject({
      upstream: 'mfMap',
      url: '/mf-manifest.json',
    });
    expect(await echoOf('/mf/dashboard/remoteEntry.js?v=2')).toMatchObject({
      upstream: 'mfDashboard',
      url: '/remoteEntry.js?v=2',
    });
    expect(await echoOf('/mf/billing/static/js/main.js')).toMatchObject({
      upstream: 'mfBilling',
      url: '/static/js/main.js',
    });
    expect(await echoOf('/mf/map')).toMatchObject({ upstream: 'mfMap', url: '/' });
  });

  it('sends /embed/* to the map remote with the path kept', async () => {
    expect(await echoOf('/embed/test')).toMatchObject({ upstream: 'mfMap', url: '/embed/test' });
  });

  it('sends every other path to the shell', async () => {
    expect(await echoOf('/')).toMatchObject({ upstream: 'shell', url: '/' });
    expect(await echoOf('/map/test')).toMatchObject({ upstream: 'shell', url: '/map/test' });
    expect(await echoOf('/static/js/main.js')).toMatchObject({
      upstream: 'shell',
      url: '/static/js/main.js',
    });
  });

  it('answers an unknown remote prefix with 404 instead of the shell', async () => {
    await request(gateway.url).get('/mf/nope/remoteEntry.js').expect(404);
    expect(platform.upstreams.shell.received).toEqual([]);
  });

  it('refuses a request whose target is an absolute URL rather than a path', async () => {
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port: gateway.port,
        path: 'http://elsewhere.example/api/maps',
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode);
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(400);
    expect(platform.upstreams.maps.received).toEqual([]);
  });

  it('gives every request a fresh request id, passes it upstream and returns it', async () => {
    const response = await request(gateway.url)
      .get('/api/user')
      .set('x-request-id', 'client-chosen')
      .expect(200);
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect((response.body as Echo).headers['x-request-id']).toBe(id);
  });
});

describe('gateway routing with GATEWAY_ROUTES', () => {
  let custom: RunningGateway;

  beforeAll(async () => {
    custom = await startGateway({
      ...platform.env,
      GATEWAY_ROUTES: '{"/api/maps":"billing","/api/things":"auth"}',
    });
  });

  afterAll(() => custom.close());

  it('routes by the configured table instead of the default', async () => {
    expect((await request(custom.url).get('/api/maps/1').expect(200)).body).toMatchObject({
      upstream: 'billing',
    });
    expect((await request(custom.url).get('/api/things').expect(200)).body).toMatchObject({
      upstream: 'auth',
    });
    await request(custom.url).get('/api/user').expect(404);
  });
});
