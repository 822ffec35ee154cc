import type { Request, RequestHandler } from 'express';
import { Histogram, metricsRegistry, type Registry } from './metrics-registry';
import { routePatternOf } from './route-pattern';

export const HTTP_REQUEST_DURATION_METRIC = 'http_request_duration_seconds';

/** From 5 ms (a cached read) to 10 s (an upload, a slow upstream); prom-client's defaults stop at 10 s too. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The label of a request no route matched: one series, whatever the path (scanners try many). */
export const UNMATCHED_ROUTE = 'unmatched';

const histograms = new WeakMap<Registry, Histogram<'method' | 'route' | 'status'>>();

function durationHistogram(registry: Registry): Histogram<'method' | 'route' | 'status'> {
  let histogram = histograms.get(registry);
  if (!histogram) {
    histogram = new Histogram({
      name: HTTP_REQUEST_DURATION_METRIC,
      help: 'Time from receiving an HTTP request to finishing its response, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: DURATION_BUCKETS,
      registers: [registry],
    });
    histograms.set(registry, histogram);
  }
  return histogram;
}

export interface RequestDurationOptions {
  registry?: Registry;
  /**
   * The route label of a request no Express route matched (default `unmatched`): the gateway names
   * the upstream it proxied to. Must return a small, fixed set of values, never the path.
   */
  unmatchedRoute?: (req: Request) => string | undefined;
}

/**
 * Observes every request's duration into `http_request_duration_seconds{method,route,status}` when
 * its response finishes (a request the client gave up on before that is not counted). Mount it before
 * the routes; the route is read at the end, once Express has matched it.
 */
export function measureRequestDurations({
  registry = metricsRegistry,
  unmatchedRoute,
}: RequestDurationOptions = {}): RequestHandler {
  const histogram = durationHistogram(registry);
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = routePatternOf(req) ?? unmatchedRoute?.(req) ?? UNMATCHED_ROUTE;
      histogram.observe({ method: req.method, route, status: String(res.statusCode) }, seconds);
    });
    next();
  };
}
