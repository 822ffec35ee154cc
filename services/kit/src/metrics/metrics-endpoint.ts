import type { RequestHandler } from 'express';
import { metricsRegistry, type Registry } from './metrics-registry';

/**
 * `GET /metrics`: the registry in Prometheus' text format, collected now (scrape-time gauges query
 * the database and NATS). Never cached; a failure to collect answers 500 so the scrape shows it.
 */
export function metricsEndpoint(registry: Registry = metricsRegistry): RequestHandler {
  return async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    try {
      const text = await registry.metrics();
      res.type(registry.contentType).send(text);
    } catch {
      res.status(500).type('text/plain').send('metrics could not be collected\n');
    }
  };
}
