import { createServer, type RequestListener, type Server } from 'node:http';
import type { Server as NetServer } from 'node:net';
import type { Logger } from 'pino';
import { closeListener, listenOnHosts } from './listen-hosts';

export interface StartHttpServerOptions {
  /** 0 picks a free port (tests). */
  port: number;
  /** The addresses to listen at (LISTEN_HOST); every interface when absent or empty. */
  hosts?: readonly string[];
  logger: Logger;
  /** How long close() lets in-flight requests finish before cutting their connections. */
  drainTimeoutMs?: number;
}

export interface HttpServerHandle {
  server: Server;
  /** The port actually listened on. */
  port: number;
  /** Stops accepting, lets in-flight requests finish (bounded), then resolves. Safe to call twice. */
  close(): Promise<void>;
}

const DEFAULT_DRAIN_TIMEOUT_MS = 10_000;

/** Keep-alive sockets become idle between requests; they are closed as soon as they are. */
const IDLE_SWEEP_MS = 50;

/** Listens with `app` (an Express app or any request listener) and returns a handle to close it gracefully. */
export async function startHttpServer(
  app: RequestListener,
  { port, hosts = [], logger, drainTimeoutMs = DEFAULT_DRAIN_TIMEOUT_MS }: StartHttpServerOptions,
): Promise<HttpServerHandle> {
  const server = createServer(app);
  const { port: actualPort, extras } = await listenOnHosts(server, port, hosts);
  logger.info({ port: actualPort, hosts: hosts.length > 0 ? hosts : 'all' }, 'listening');

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= drain(server, extras, drainTimeoutMs, logger);
    return closing;
  };
  return { server, port: actualPort, close };
}

function drain(server: Server, extras: NetServer[], drainTimeoutMs: number, logger: Logger): Promise<void> {
  // The extra addresses stop accepting too; their connections belong to `server` and drain with it.
  const extrasClosed = Promise.all(extras.map(closeListener));
  const serverClosed = new Promise<void>((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const deadline = setTimeout(() => {
      logger.warn({ drainTimeoutMs }, 'in-flight requests did not finish in time; closing their connections');
      server.closeAllConnections();
    }, drainTimeoutMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve();
    });
    server.closeIdleConnections();
  });
  return Promise.all([serverClosed, extrasClosed]).then(() => undefined);
}
