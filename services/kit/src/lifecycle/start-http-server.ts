import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';

export interface StartHttpServerOptions {
  /** 0 picks a free port (tests). */
  port: number;
  host?: string;
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
  { port, host, logger, drainTimeoutMs = DEFAULT_DRAIN_TIMEOUT_MS }: StartHttpServerOptions,
): Promise<HttpServerHandle> {
  const server = createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actualPort = (server.address() as AddressInfo).port;
  logger.info({ port: actualPort }, 'listening');

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= drain(server, drainTimeoutMs, logger);
    return closing;
  };
  return { server, port: actualPort, close };
}

function drain(server: Server, drainTimeoutMs: number, logger: Logger): Promise<void> {
  return new Promise((resolve) => {
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
}
