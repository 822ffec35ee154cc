// For runs of 20 minutes or more: memory flat and latency steady.
// - Memory: for each product process (gateway and services), over each process's own lifetime after
//   its first 5 minutes (a restarted one starts a new lifetime), the least-squares slope of its RSS
//   under 5 MB per 10 minutes.
// - Descriptors: not growing, judged per role with the realtime replicas summed (a killed replica's
//   viewers move to the other, which is not a leak): the median of the last 3 minutes at most the
//   median of minutes 5-8 plus a tenth and 20.
// - Latency: each minute's p50 and p99 (add to last viewer; data load), outside fault windows, within
//   2x of the first minute's.
import type { LatencySample } from '../collector';
import type { FaultWindow } from '../faults';
import type { ProcessSample } from '../process-sampler';
import type { CheckResult } from './loss-check';

const MINUTE = 60_000;
const WARM_UP_MS = 5 * MINUTE;
export const RSS_SLOPE_LIMIT_MB_PER_10_MIN = 5;
const PRODUCT = /^(gateway|auth|maps|realtime(-\d+)?|billing)$/;

/** Least-squares slope of y over x. */
export function slope(points: Array<[number, number]>): number {
  const n = points.length;
  if (n < 2) return 0;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / n;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n;
  let numerator = 0;
  let denominator = 0;
  for (const [x, y] of points) {
    numerator += (x - meanX) * (y - meanY);
    denominator += (x - meanX) ** 2;
  }
  return denominator === 0 ? 0 : numerator / denominator;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const median = (values: number[]) => percentile(values, 50);

export function checkMemory(samples: ProcessSample[]): CheckResult {
  const lifetimes = new Map<string, ProcessSample[]>();
  for (const sample of samples.filter((entry) => PRODUCT.test(entry.name))) {
    const key = `${sample.name} (pid ${sample.pid})`;
    const lifetime = lifetimes.get(key);
    if (lifetime) lifetime.push(sample);
    else lifetimes.set(key, [sample]);
  }
  const figures: string[] = [];
  const problems: string[] = [];
  for (const [key, lifetime] of lifetimes) {
    const start = lifetime[0]!.at;
    const settled = lifetime.filter((sample) => sample.at - start >= WARM_UP_MS);
    if (settled.length < 2 || settled[settled.length - 1]!.at - settled[0]!.at < WARM_UP_MS) continue;
    const perTenMinutes = slope(settled.map((sample) => [sample.at, sample.rssKb / 1024])) * 10 * MINUTE;
    figures.push(`${key.split(' ')[0]} ${perTenMinutes.toFixed(1)}`);
    if (perTenMinutes >= RSS_SLOPE_LIMIT_MB_PER_10_MIN)
      problems.push(`${key}: RSS grows ${perTenMinutes.toFixed(1)} MB per 10 min`);
  }
  return {
    ok: problems.length === 0 && figures.length > 0,
    summary:
      figures.length > 0 ? `MB per 10 min: ${figures.join(', ')}` : 'no process lived long enough to judge',
    problems,
  };
}

export function checkDescriptors(samples: ProcessSample[], loadStart: number, loadEnd: number): CheckResult {
  const roles = new Map<string, Map<number, number>>();
  for (const sample of samples) {
    if (!PRODUCT.test(sample.name) || sample.fds === undefined) continue;
    const role = sample.name.replace(/-\d+$/, '');
    const byTime = roles.get(role) ?? new Map<number, number>();
    // Samples of one round are taken within milliseconds: a 5 s bucket sums the replicas.
    const bucket = Math.round(sample.at / 5000);
    byTime.set(bucket, (byTime.get(bucket) ?? 0) + sample.fds);
    roles.set(role, byTime);
  }
  const figures: string[] = [];
  const problems: string[] = [];
  for (const [role, byTime] of roles) {
    const within = (from: number, to: number) =>
      [...byTime].filter(([bucket]) => bucket * 5000 >= from && bucket * 5000 < to).map(([, fds]) => fds);
    const early = median(within(loadStart + WARM_UP_MS, loadStart + 8 * MINUTE));
    const late = median(within(loadEnd - 3 * MINUTE, loadEnd));
    if (Number.isNaN(early) || Number.isNaN(late)) continue;
    figures.push(`${role} ${early}->${late}`);
    if (late > early * 1.1 + 20)
      problems.push(`${role}: ${early} descriptors after warm-up, ${late} at the end`);
  }
  return {
    ok: problems.length === 0 && figures.length > 0,
    summary: figures.length > 0 ? figures.join(', ') : 'the run was too short to judge',
    problems,
  };
}

const overlaps = (from: number, to: number, windows: FaultWindow[]) =>
  windows.some((window) => to >= window.startAt && from <= (window.endAt ?? Number.POSITIVE_INFINITY));

/** p50 and p99 per minute of the load (samples sent from its start to its end), outside fault windows. */
export function latencyPerMinute(
  samples: LatencySample[],
  loadStart: number,
  loadEnd: number,
  windows: FaultWindow[],
) {
  const minutes = new Map<number, number[]>();
  for (const sample of samples) {
    if (sample.at < loadStart || sample.at >= loadEnd || overlaps(sample.at, sample.at + sample.ms, windows))
      continue;
    const minute = Math.floor((sample.at - loadStart) / MINUTE);
    const values = minutes.get(minute);
    if (values) values.push(sample.ms);
    else minutes.set(minute, [sample.ms]);
  }
  return [...minutes]
    .sort(([a], [b]) => a - b)
    .map(([minute, values]) => ({
      minute,
      count: values.length,
      p50: percentile(values, 50),
      p99: percentile(values, 99),
    }));
}

export function checkLatency(
  name: string,
  samples: LatencySample[],
  loadStart: number,
  loadEnd: number,
  windows: FaultWindow[],
): CheckResult {
  const perMinute = latencyPerMinute(samples, loadStart, loadEnd, windows);
  const first = perMinute[0];
  if (!first) return { ok: false, summary: `no ${name} samples`, problems: [] };
  const problems = perMinute
    .filter((minute) => minute.p50 > 2 * first.p50 || minute.p99 > 2 * first.p99)
    .map(
      (minute) =>
        `minute ${minute.minute + 1}: p50 ${minute.p50.toFixed(0)} ms, p99 ${minute.p99.toFixed(0)} ms (first minute ${first.p50.toFixed(0)} / ${first.p99.toFixed(0)} ms)`,
    );
  const worst = perMinute.reduce((top, minute) => (minute.p99 > top.p99 ? minute : top));
  return {
    ok: problems.length === 0,
    summary: `first minute p50 ${first.p50.toFixed(0)} / p99 ${first.p99.toFixed(0)} ms; worst p99 ${worst.p99.toFixed(0)} ms (minute ${worst.minute + 1})`,
    problems: problems.slice(0, 10),
  };
}
