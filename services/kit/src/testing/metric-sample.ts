import type { Registry } from '../metrics/metrics-registry';

/**
 * The value of one sample in `registry`'s Prometheus text, e.g.
 * `sampleValue(registry, 'http_request_duration_seconds_count', { route: '/api/x', status: '200' })`;
 * undefined when no sample has that name and those labels. For tests.
 */
export async function sampleValue(
  registry: Registry,
  name: string,
  labels: Record<string, string> = {},
): Promise<number | undefined> {
  const text = await registry.metrics();
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}
