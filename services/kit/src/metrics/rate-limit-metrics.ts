import { Counter, metricsRegistry } from './metrics-registry';

export const RATE_LIMIT_REFUSALS_METRIC = 'rate_limit_refusals_total';

const refusals = new Counter({
  name: RATE_LIMIT_REFUSALS_METRIC,
  help: 'Attempts refused because a rate limiter had no points left, by limiter name (its key prefix)',
  labelNames: ['limiter'],
  registers: [metricsRegistry],
});

/** Counts one refusal of the limiter `limiter` (e.g. `login-ip`): abuse and too-tight limits show up here. */
export function countRateLimitRefusal(limiter: string): void {
  refusals.inc({ limiter });
}
