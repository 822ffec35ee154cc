import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createProxyMiddleware, type Options } from 'http-proxy-middleware';
import { devProxy, originForGateway } from './dev-proxy';

const GATEWAY = 'http://localhost:8080';

describe('originForGateway', () => {
  it("turns the dev server's own origin into the gateway's", () => {
    expect(originForGateway('http://localhost:3012', 'localhost:3012', GATEWAY)).toBe(GATEWAY);
    expect(originForGateway('http://127.0.0.1:3012', '127.0.0.1:3012', GATEWAY)).toBe(GATEWAY);
    expect(originForGateway('http://localhost:3012', 'LOCALHOST:3012', GATEWAY)).toBe(GATEWAY);
  });

  it('passes any other Origin on unchanged, so the gateway still refuses it, and adds none', () => {
    expect(originForGateway('https://evil.example', 'localhost:3012', GATEWAY)).toBe('https://evil.example');
    expect(originForGateway('null', 'localhost:3012', GATEWAY)).toBe('null');
    expect(originForGateway('http://localhost:3013', 'localhost:3012', GATEWAY)).toBe(
      'http://localhost:3013',
    );
    expect(originForGateway('https://localhost:3012', 'localhost:3012', GATEWAY)).toBe(
      'https://localhost:3012',
    );
    expect(originForGateway(undefined, 'localhost:3012', GATEWAY)).toBeUndefined();
    expect(originForGateway('http://localhost:3012', undefined, GATEWAY)).toBe('http://localhost:3012');
  });
});

const listen = (server: Server) =>
  new Promise<number>((done) =>
    server.listen(0, '127.0.0.1', () => done((server.address() as AddressInfo).port)),
  );
const close = (server: Server) => new Promise<void>((done) => server.close(() => done()));

/**
 * The gateway's Origin rule in miniature: a POST or a WebSocket handshake passes when its Origin is
 * absent (POST only) or exactly the gateway's own origin, else 403.
 */
function fakeGateway(ownOrigin: () => string) {
  const seen: Array<string | undefined> = [];
  const server = createServer((req, res) => {
    seen.push(req.headers.origin);
    const ok = req.headers.origin === undefined || req.headers.origin === ownOrigin();
    res.writeHead(ok ? 200 : 403, { 'content-type': 'text/plain' }).end(ok ? 'ok' : 'csrf_rejected');
  });
  server.on('upgrade', (req: IncomingMessage, socket) => {
    seen.push(req.headers.origin);
    socket.end(
      req.headers.origin === ownOrigin()
        ? 'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n'
        : 'HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n',
    );
  });
  return { server, seen };
}

/** The dev server's proxy as @rspack/dev-server builds it: `context` becomes `pathFilter`. */
function devServerStandIn(gatewayUrl: string): Server {
  const [{ context, ...options }] = devProxy(gatewayUrl) as [{ context: string[] } & Options];
  const proxy = createProxyMiddleware({ ...options, pathFilter: context, logger: undefined });
  const server = createServer((req, res) => {
    void proxy(req, res, () => res.writeHead(404).end('the page'));
  });
  // Node types the upgrade socket as a Duplex; for a plain http server it is a net.Socket.
  server.on('upgrade', (req, socket, head) => proxy.upgrade(req, socket as Socket, head));
  return server;
}

describe('devProxy (through http-proxy-middleware, as the dev server runs it)', () => {
  let gatewayPort = 0;
  let devPort = 0;
  const gateway = fakeGateway(() => `http://localhost:${gatewayPort}`);
  let devServer: Server;

  beforeAll(async () => {
    gatewayPort = await listen(gateway.server);
    devServer = devServerStandIn(`http://localhost:${gatewayPort}`);
    devPort = await listen(devServer);
  });
  afterAll(async () => {
    await close(devServer);
    await close(gateway.server);
  });

  const post = (origin: string) =>
    new Promise<number>((done, fail) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: devPort,
          path: '/api/maps',
          method: 'POST',
          headers: { host: `localhost:${devPort}`, origin, 'content-type': 'application/json' },
        },
        (res) => {
          res.resume();
          done(res.statusCode ?? 0);
        },
      );
      req.on('error', fail);
      req.end('{"name":"Team map"}');
    });

  const handshake = (origin: string) =>
    new Promise<number>((done, fail) => {
      const req = request({
        host: '127.0.0.1',
        port: devPort,
        path: '/ws/maps/abc',
        headers: {
          host: `localhost:${devPort}`,
          origin,
          connection: 'Upgrade',
          upgrade: 'websocket',
          'sec-websocket-version': '13',
          'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        },
      });
      req.on('upgrade', (res, socket) => {
        socket.destroy();
        done(res.statusCode ?? 0);
      });
      req.on('response', (res) => {
        res.resume();
        done(res.statusCode ?? 0);
      });
      req.on('error', fail);
      req.end();
    });

  it("forwards a POST from the dev server's own page with the gateway's Origin, which is not refused", async () => {
    expect(await post(`http://localhost:${devPort}`)).toBe(200);
    expect(gateway.seen.at(-1)).toBe(`http://localhost:${gatewayPort}`);
  });

  it("forwards another site's POST with its own Origin, which the gateway refuses", async () => {
    expect(await post('https://evil.example')).toBe(403);
    expect(gateway.seen.at(-1)).toBe('https://evil.example');
  });

  it("opens a WebSocket from the dev server's own page, and not from another site", async () => {
    expect(await handshake(`http://localhost:${devPort}`)).toBe(101);
    expect(gateway.seen.at(-1)).toBe(`http://localhost:${gatewayPort}`);
    expect(await handshake('https://evil.example')).toBe(403);
  });
});
