import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';

/** What a fake upstream saw of one request. */
export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  bodyBytes: number;
  /** True once the whole body arrived. */
  completed: boolean;
  /** True when the connection closed before the body ended (the gateway aborted the request). */
  aborted: boolean;
}

export interface FakeUpstream {
  name: string;
  url: string;
  received: ReceivedRequest[];
  /** Sets extra response headers, e.g. a CSP the gateway must override. */
  responseHeaders: Record<string, string>;
  /** Makes `/readyz` answer 503 (or hang, with 'hang'). */
  readiness: 'ready' | 'unready' | 'hang';
  close(): Promise<void>;
}

/** The JSON an echo upstream answers with. */
export interface Echo {
  upstream: string;
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  bodyBytes: number;
}

export async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/**
 * An upstream that answers every request with JSON describing what it received (path, headers, body
 * size), and records it, so tests observe exactly what the gateway forwarded.
 */
export async function startEchoUpstream(name: string): Promise<FakeUpstream> {
  const upstream: Omit<FakeUpstream, 'url' | 'close'> = {
    name,
    received: [],
    responseHeaders: {},
    readiness: 'ready',
  };
  const server = createServer((req, res) => {
    const record: ReceivedRequest = {
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      bodyBytes: 0,
      completed: false,
      aborted: false,
    };
    upstream.received.push(record);
    req.on('close', () => {
      record.aborted = !record.completed;
    });
    req.on('data', (chunk: Buffer) => {
      record.bodyBytes += chunk.length;
    });
    req.on('end', () => {
      record.completed = true;
      if (req.url === '/readyz') {
        if (upstream.readiness === 'hang') return;
        res.writeHead(upstream.readiness === 'ready' ? 200 : 503, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ status: upstream.readiness === 'ready' ? 'ok' : 'unready' }));
        return;
      }
      const echo: Echo = {
        upstream: name,
        method: record.method,
        url: record.url,
        headers: req.headers,
        bodyBytes: record.bodyBytes,
      };
      res.writeHead(200, { 'content-type': 'application/json', ...upstream.responseHeaders });
      res.end(JSON.stringify(echo));
    });
  });
  const url = await listen(server);
  return Object.assign(upstream, { url, close: () => closeServer(server) });
}

/**
 * An UPSTREAM_TIMEOUT_MS far past any test's own timeout: a test that expects a refused connection
 * answered at once sets it, so a gateway that waited for the timeout instead fails the test, however
 * slow the machine, and no test measures the wait on a clock.
 */
export const UPSTREAM_TIMEOUT_PAST_THE_TEST_MS = String(10 * 60_000);

/** An address where nothing listens: a server is bound and closed again, so connecting is refused. */
export async function unusedUrl(): Promise<string> {
  const server = createServer();
  const url = await listen(server);
  await closeServer(server);
  return url;
}

/** An upstream that accepts connections and requests but never answers. */
export async function startSilentUpstream(): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(() => undefined);
  // Upgraded sockets are no longer the server's to close, so they are kept to be destroyed at the end.
  const upgraded = new Set<Duplex>();
  server.on('upgrade', (_req, socket: Duplex) => upgraded.add(socket));
  const url = await listen(server);
  return {
    url,
    close: () => {
      for (const socket of upgraded) socket.destroy();
      return closeServer(server);
    },
  };
}
