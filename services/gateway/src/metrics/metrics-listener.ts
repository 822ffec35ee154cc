import { metricsEndpoint, startHttpServer, type HttpServerHandle, type Logger } from '@groupmap/svc-kit';
import express, { type Express } from 'express';

/**
 * The gateway's `/metrics`, on a listener of its own (METRICS_PORT): the public port serves the
 * internet, so what it exposes about the platform (routes, upstream latencies, process memory) is
 * kept off it. Anything but `GET /metrics` answers 404.
 */
export function createMetricsApp(): Express {
  const app = express();
  app.disable('x-powered-by');
  app.get('/metrics', metricsEndpoint());
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found\n');
  });
  return app;
}

/**
 * Listens with {@link createMetricsApp} on `port` (0 picks a free one) for Prometheus: at `hosts`
 * (loopback under `npm start`), or on every interface when empty (a cluster's scraper).
 */
export function startMetricsListener({
  port,
  hosts,
  logger,
}: {
  port: number;
  hosts: readonly string[];
  logger: Logger;
}): Promise<HttpServerHandle> {
  return startHttpServer(createMetricsApp(), { port, hosts, logger: logger.child({ component: 'metrics' }) });
}
