// The report's charts as data: each a shared time axis (minutes since the load began) and its
// series, shaped here so the page only draws them. Figures are per 10-second bucket (requests,
// latency) or per sample (processes: every 5 s).
import type { NamedCheck } from '../checks/result-table';
import { percentile } from '../checks/resource-check';
import type { LatencySample, Second } from '../collector';
import type { FaultWindow } from '../faults';
import type { ProcessSample } from '../process-sampler';
import type { SoakProfile } from '../profile';

const BUCKET_MS = 10_000;

export interface Chart {
  title: string;
  unit: string;
  x: number[];
  series: Array<{ label: string; values: Array<number | null> }>;
}

export interface ReportData {
  title: string;
  generatedAt: string;
  profile: SoakProfile;
  checks: NamedCheck[];
  /** Fault windows in minutes since the load began. */
  faults: Array<{ label: string; from: number; to: number | null }>;
  charts: Chart[];
}

const minutesSince = (loadStart: number) => (at: number) =>
  Math.round(((at - loadStart) / 60_000) * 1000) / 1000;
const round = (value: number) => Math.round(value * 10) / 10;

function buckets<T>(items: T[], at: (item: T) => number, loadStart: number) {
  const grouped = new Map<number, T[]>();
  for (const item of items) {
    const key = Math.floor((at(item) - loadStart) / BUCKET_MS);
    const group = grouped.get(key);
    if (group) group.push(item);
    else grouped.set(key, [item]);
  }
  return grouped;
}

function requestCharts(
  seconds: Second[],
  latencies: LatencySample[],
  loadStart: number,
  loadEnd: number,
): Chart[] {
  const during = seconds.filter((second) => second.at >= loadStart && second.at < loadEnd);
  const keys = Array.from({ length: Math.ceil((loadEnd - loadStart) / BUCKET_MS) }, (_, index) => index);
  const x = keys.map((key) => minutesSince(loadStart)(loadStart + key * BUCKET_MS));
  const bySecond = buckets(during, (second) => second.at, loadStart);
  const perSecond = (pick: (second: Second) => number) =>
    keys.map((key) =>
      round((bySecond.get(key) ?? []).reduce((sum, second) => sum + pick(second), 0) / (BUCKET_MS / 1000)),
    );
  const count = (what: string) => (second: Second) => second.requests[what]?.count ?? 0;
  const errors = (second: Second) =>
    Object.values(second.requests).reduce((sum, entry) => sum + entry.errors, 0);
  const byLatency = buckets(latencies, (sample) => sample.at, loadStart);
  const latency = (p: number) =>
    keys.map((key) => {
      const values = (byLatency.get(key) ?? []).map((sample) => sample.ms);
      return values.length > 0 ? Math.round(percentile(values, p)) : null;
    });
  const loadDurations = (p: number) =>
    keys.map((key) => {
      const values = (bySecond.get(key) ?? []).flatMap((second) => second.durations.load ?? []);
      return values.length > 0 ? Math.round(percentile(values, p)) : null;
    });
  return [
    {
      title: 'Add to last viewer',
      unit: 'ms',
      x,
      series: [
        { label: 'p50', values: latency(50) },
        { label: 'p99', values: latency(99) },
      ],
    },
    {
      title: 'Map page data load (map, then its list)',
      unit: 'ms',
      x,
      series: [
        { label: 'p50', values: loadDurations(50) },
        { label: 'p99', values: loadDurations(99) },
      ],
    },
    {
      title: 'Writes a second',
      unit: '/s',
      x,
      series: [
        { label: 'adds', values: perSecond(count('add')) },
        { label: 'deletes', values: perSecond(count('delete')) },
        { label: 'edits', values: perSecond(count('edit')) },
      ],
    },
    {
      title: 'Live messages delivered a second (all viewers)',
      unit: '/s',
      x,
      series: [{ label: 'deliveries', values: perSecond((second) => second.deliveries) }],
    },
    {
      title: 'Errors and reconnects a second',
      unit: '/s',
      x,
      series: [
        { label: 'errors (not 2xx)', values: perSecond(errors) },
        { label: 'viewers rejoining', values: perSecond((second) => second.reconnects) },
      ],
    },
  ];
}

function processCharts(samples: ProcessSample[], loadStart: number): Chart[] {
  const times = [...new Set(samples.map((sample) => Math.round(sample.at / 5000) * 5000))].sort(
    (a, b) => a - b,
  );
  const names = [...new Set(samples.map((sample) => sample.name))];
  const at = new Map<string, ProcessSample>();
  for (const sample of samples) at.set(`${sample.name}@${Math.round(sample.at / 5000) * 5000}`, sample);
  const x = times.map(minutesSince(loadStart));
  const rss = names.map((name) => ({
    label: name,
    values: times.map((time) => {
      const sample = at.get(`${name}@${time}`);
      return sample ? Math.round(sample.rssKb / 1024) : null;
    }),
  }));
  const cpu = names.map((name) => ({
    label: name,
    values: times.map((time, index) => {
      const sample = at.get(`${name}@${time}`);
      const before = index > 0 ? at.get(`${name}@${times[index - 1]}`) : undefined;
      // A restart (another pid) starts its CPU time over: no figure for that step, nor for a
      // group that lost a member it had not yet reaped.
      if (!sample || !before || before.pid !== sample.pid || sample.cpuMs < before.cpuMs) return null;
      return round(((sample.cpuMs - before.cpuMs) / (sample.at - before.at)) * 100);
    }),
  }));
  return [
    { title: 'Resident memory per process', unit: 'MB', x, series: rss },
    { title: 'CPU per process (100 = one core)', unit: '%', x, series: cpu },
  ];
}

export function reportData(input: {
  profile: SoakProfile;
  checks: NamedCheck[];
  windows: FaultWindow[];
  seconds: Second[];
  latencies: LatencySample[];
  samples: ProcessSample[];
  loadStart: number;
  loadEnd: number;
}): ReportData {
  const minutes = minutesSince(input.loadStart);
  return {
    title: `Groupmap soak: ${input.profile.minutes} minutes (${input.profile.name} profile)`,
    generatedAt: new Date().toISOString(),
    profile: input.profile,
    checks: input.checks,
    faults: input.windows.map((window) => ({
      label: window.action,
      from: minutes(window.startAt),
      to: window.endAt === undefined ? null : minutes(window.endAt),
    })),
    charts: [
      ...requestCharts(input.seconds, input.latencies, input.loadStart, input.loadEnd),
      ...processCharts(input.samples, input.loadStart),
    ],
  };
}
