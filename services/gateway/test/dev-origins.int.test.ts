import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createProxyMiddleware, type Options } from 'http-proxy-middleware';
import request from 'supertest';
// The apps' dev-server proxy rule (app-kit/build), run here in front of a real gateway.
import { devProxy } from '../../../app-kit/build/dev-proxy';
import { startEchoPlatform, type EchoPlatform } from './support/echo-platform';
import { startFakeRealtime, type FakeRealtime } from './support/fake-realtime';
import { startGateway, type RunningGateway } from './support/start-gateway';
import { visit, type Visitor } from './support/visitor';
import { attemptUpgrade, wsUrl } from './support/websocket-client';

const PUBLIC_ORIGIN = 'http://localhost:8080';
const DEV_ORIGIN = 'http://localhost:3004';

let platform: EchoPlatform;
let realtime: FakeRealtime;

beforeAll(async () => {
  platform = await startEchoPlatform();
  realtime = await startFakeRealtime();
});

afterAll(async () => {
  await realtime.close();
  await platform.close();
});

/** A dev server's proxy as @rspack/dev-server runs it (`context` becomes `pathFilter`), on 127.0.0.1. */
async function startDevServerStandIn(gatewayUrl: string, gatewayOrigin: string) {
  const [{ context, ...options }] = devProxy(gatewayUrl, gatewayOrigin) as [{ context: string[] } & Options];
  const proxy = createProxyMiddleware({ ...options, pathFilter: context, logger: undefined });
  const server: Server = createServer((req, res) => {
    void proxy(req, res, () => res.writeHead(404).end());
  });
  server.on('upgrade', (req, socket, head) => proxy.upgrade(req, socket as Socket, head));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise<void>((done) => server.close(() => done())) };
}

describe("a dev server's page, through its proxy, on a gateway without DEV_ORIGINS", () => {
  let gateway: RunningGateway;
  let devServer: Awaited<ReturnType<typeof startDevServerStandIn>>;
  let visitor: Visitor;

  beforeAll(async () => {
    gateway = await startGateway({ ...platform.env, REALTIME_URL: realtime.url, PUBLIC_ORIGIN });
    devServer = await startDevServerStandIn(gateway.url, PUBLIC_ORIGIN);
    visitor = await visit(devServer.url);
  });

  afterAll(async () => {
    await devServer.close();
    await gateway.close();
  });

  it('gets its writes through the CSRF check: the gateway sees its own Origin', async () => {
    platform.reset();
    await request(devServer.url)
      .post('/api/maps')
      .set(visitor.headers)
      .set('Origin', devServer.url)
      .send({ name: 'Trip' })
      .expect(200);
    expect(platform.upstreams.maps.received.at(-1)?.method).toBe('POST');
  });

  it("still has another site's writes refused", async () => {
    await request(devServer.url)
      .post('/api/maps')
      .set(visitor.headers)
      .set('Origin', 'https://evil.example')
      .send({})
      .expect(403);
  });

  it('opens the live channel from its page, and not from another site', async () => {
    expect(await attemptUpgrade(wsUrl(devServer.url), { Origin: devServer.url })).toBe('opened');
    expect(realtime.upgrades.at(-1)?.headers.origin).toBe(PUBLIC_ORIGIN);
    expect(await attemptUpgrade(wsUrl(devServer.url), { Origin: 'https://evil.example' })).toMatchObject({
      status: 403,
    });
  });
});

describe('a gateway with DEV_ORIGINS (outside production)', () => {
  let gateway: RunningGateway;
  let visitor: Visitor;

  beforeAll(async () => {
    gateway = await startGateway({
      ...platform.env,
      REALTIME_URL: realtime.url,
      PUBLIC_ORIGIN,
      DEV_ORIGINS: DEV_ORIGIN,
    });
    visitor = await visit(gateway.url);
  });

  afterAll(() => gateway.close());

  it('passes a write from a listed Origin, and refuses one from an unlisted one', async () => {
    await request(gateway.url)
      .post('/api/maps')
      .set(visitor.headers)
      .set('Origin', DEV_ORIGIN)
      .send({})
      .expect(200);
    await request(gateway.url)
      .post('/api/maps')
      .set(visitor.headers)
      .set('Origin', 'http://localhost:3005')
      .send({})
      .expect(403);
  });

  it('opens a WebSocket from a listed Origin only', async () => {
    expect(await attemptUpgrade(wsUrl(gateway.url), { Origin: DEV_ORIGIN })).toBe('opened');
    expect(await attemptUpgrade(wsUrl(gateway.url), { Origin: 'http://localhost:3005' })).toMatchObject({
      status: 403,
    });
  });
});
