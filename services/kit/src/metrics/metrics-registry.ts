import { Registry } from 'prom-client';

/**
 * The process's one Prometheus registry, which `/metrics` answers from. The kit's own metrics (HTTP
 * durations, rate-limit refusals, outbox backlog, consumer lag) and a service's (realtime's sockets)
 * register here, so code deep in a call chain can count without a registry being passed down to it.
 * prom-client's global registry is left alone: a library registering there cannot change our output.
 */
export const metricsRegistry = new Registry();

/**
 * Forgets the metric `name` in `registry` before it is registered anew: a scrape-time gauge bound to
 * one knex or NATS connection replaces the one of an earlier start (tests start several in a process).
 */
export function unregisterMetric(registry: Registry, name: string): void {
  registry.removeSingleMetric(name);
}

export { Counter, Gauge, Histogram, Registry } from 'prom-client';
