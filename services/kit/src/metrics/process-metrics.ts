import { collectDefaultMetrics } from 'prom-client';
import { metricsRegistry, type Registry } from './metrics-registry';

const collecting = new WeakSet<Registry>();

/**
 * Adds prom-client's default process metrics (CPU, resident memory, heap, event-loop lag, GC, open
 * handles) to `registry`. Called by the composition roots, not on import: tests that build apps do
 * not start the event-loop monitor. A second call for the same registry does nothing (prom-client
 * would throw on the duplicate names).
 */
export function collectProcessMetrics(registry: Registry = metricsRegistry): void {
  if (collecting.has(registry)) return;
  collecting.add(registry);
  collectDefaultMetrics({ register: registry });
}
