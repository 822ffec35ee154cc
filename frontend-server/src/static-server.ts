import { once } from 'node:events';
import { existsSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import compression from 'compression';
import express, { type Express, type Request, type Response } from 'express';
import { pino, type Logger } from 'pino';
import { REVALIDATE_CACHE, setStaticHeaders } from './cache-headers';
import { parseFallback, resolveFallbacks, wantsPage, type StaticFallback } from './page-fallbacks';

export { cacheControlFor } from './cache-headers';
export { parseFallback, type StaticFallback } from './page-fallbacks';

export interface StaticServerOptions {
  /** Directory to serve (an app's `dist/`). */
  root: string;
  /** Port to listen on; 0 picks a free one (tests). */
  port: number;
  /**
   * Addresses to listen at (`npm start`: the loopback ones); every interface when absent or empty
   * (in a container the gateway, or a Kubernetes Service, connects to it).
   */
  hosts?: readonly string[];
  fallbacks?: StaticFallback[];
  logger?: Logger;
}

export interface StaticServer {
  /** The port actually listened on. */
  port: number;
  close(): Promise<void>;
}

/**
 * The Express app behind {@link startStaticServer}: static files with cache and CORS headers, gzip,
 * SPA fallbacks, and a plain 404 for everything else. Paths are resolved by serve-static (`send`),
 * which refuses `..` segments, so no request can read outside `root`.
 */
export function createStaticApp(
  options: Pick<StaticServerOptions, 'root' | 'fallbacks' | 'logger'>,
): Express {
  const root = path.resolve(options.root);
  const fallbacks = resolveFallbacks(root, options.fallbacks ?? []);
  const logger = options.logger;
  const app = express();
  app.disable('x-powered-by');
  app.use((req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (logger?.isLevelEnabled('debug')) {
      res.on('finish', () =>
        logger.debug({ method: req.method, url: req.originalUrl, status: res.statusCode }),
      );
    }
    next();
  });
  // The liveness and readiness probe of a frontend's container (HEALTHCHECK, Kubernetes): the
  // process answers; its files are part of the image, so there is nothing else to check.
  app.get('/healthz', (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    res.type('text/plain').send('ok');
  });
  app.use(compression());
  app.use(express.static(root, { setHeaders: setStaticHeaders, redirect: false, dotfiles: 'ignore' }));
  app.use((req: Request, res: Response, next) => {
    const fallback = fallbacks.find(({ prefix }) => req.path.startsWith(prefix));
    if (!fallback || (req.method !== 'GET' && req.method !== 'HEAD') || !wantsPage(req)) return next();
    res.sendFile(fallback.file, { root, headers: { 'Cache-Control': REVALIDATE_CACHE } }, (error) => {
      if (error) next(error);
    });
  });
  app.use((_req: Request, res: Response) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return app;
}

/**
 * Serves one app's build output (one process per app; the gateway proxies to it). Resolves once
 * listening; `close()` stops accepting and ends idle keep-alive connections.
 */
export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const root = path.resolve(options.root);
  if (!existsSync(root) || !statSync(root).isDirectory())
    throw new Error(`static root ${root} is not a directory`);
  const logger = options.logger ?? pino({ level: process.env.LOG_LEVEL ?? 'info' });
  const app = createStaticApp({ ...options, root, logger });
  // One server per address (an Express app can serve several); the first picks the port when 0.
  const [first, ...rest] = options.hosts ?? [];
  const servers: Server[] = [await listen(app, options.port, first)];
  const { port } = servers[0]!.address() as AddressInfo;
  for (const host of rest) servers.push(await listen(app, port, host));
  logger.info(
    { root, port, hosts: options.hosts?.length ? options.hosts : 'all' },
    'static server listening',
  );
  return {
    port,
    close: async () => {
      await Promise.all(servers.map(closeServer));
    },
  };
}

async function listen(app: Express, port: number, host: string | undefined): Promise<Server> {
  const server: Server = host ? app.listen(port, host) : app.listen(port);
  await once(server, 'listening');
  return server;
}

function closeServer(server: Server): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeIdleConnections();
  });
}

async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      root: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string', multiple: true },
      fallback: { type: 'string', multiple: true },
    },
  });
  const port = Number(values.port);
  if (!values.root || !Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(
      'usage: static-server --root <dir> --port <n> [--host <address>]... [--fallback <pathPrefix>=<file>]...',
    );
  }
  const server = await startStaticServer({
    root: values.root,
    port,
    hosts: values.host ?? [],
    fallbacks: (values.fallback ?? []).map(parseFallback),
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => void server.close().then(() => process.exit(0)));
  }
}

// Run as a CLI only when this file is the process's entry script (not when imported by the runner
// or a test). Checked by name because this file is loaded both as CommonJS and as ESM.
if (/static-server\.[cm]?[jt]s$/.test(process.argv[1] ?? '')) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
