import type { ProcessSample } from '../process-sampler';
import { checkDescriptors, checkLatency, checkMemory, percentile, slope } from './resource-check';

const MINUTE = 60_000;

/** Samples every 5 s for `minutes`, RSS growing `mbPerTenMinutes`. */
function lifetime(
  name: string,
  pid: number,
  from: number,
  minutes: number,
  mbPerTenMinutes: number,
  fds = 50,
) {
  const samples: ProcessSample[] = [];
  for (let at = from; at <= from + minutes * MINUTE; at += 5000) {
    const grown = ((at - from) / (10 * MINUTE)) * mbPerTenMinutes;
    samples.push({ at, name, pid, rssKb: Math.round((100 + grown) * 1024), cpuMs: 0, fds });
  }
  return samples;
}

describe('resource checks', () => {
  it('computes a least-squares slope and percentiles', () => {
    expect(
      slope([
        [0, 1],
        [1, 3],
        [2, 5],
      ]),
    ).toBeCloseTo(2);
    expect(percentile([5, 1, 4, 2, 3], 50)).toBe(3);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 99)).toBe(10);
  });

  it('passes flat memory and fails growth of 5 MB per 10 minutes, after each lifetime’s first 5 minutes', () => {
    expect(checkMemory(lifetime('maps', 1, 0, 30, 1)).ok).toBe(true);
    const leaking = checkMemory(lifetime('maps', 1, 0, 30, 8));
    expect(leaking.ok).toBe(false);
    expect(leaking.problems[0]).toMatch(/^maps \(pid 1\): RSS grows 8\.0 MB per 10 min$/);
    // A restarted process's climb over its first 5 minutes is its start, not a leak; a lifetime
    // too short to judge is left out.
    const restarted = [
      ...lifetime('maps', 1, 0, 12, 0),
      ...lifetime('maps', 2, 12 * MINUTE, 4, 100),
      ...lifetime('maps', 3, 16 * MINUTE, 14, 0).map((sample) =>
        sample.at - 16 * MINUTE < 5 * MINUTE ? { ...sample, rssKb: sample.rssKb / 2 } : sample,
      ),
    ];
    expect(checkMemory(restarted)).toMatchObject({ ok: true, summary: 'MB per 10 min: maps 0.0, maps 0.0' });
  });

  it('sums the realtime replicas’ descriptors, so viewers moving between them is not growth', () => {
    const before = [...lifetime('realtime', 1, 0, 30, 0, 300), ...lifetime('realtime-2', 2, 0, 12, 0, 300)];
    const moved = lifetime('realtime', 1, 0, 30, 0, 300)
      .filter((sample) => sample.at > 12 * MINUTE)
      .map((sample) => ({ ...sample, pid: 1, fds: 450 }));
    const after = lifetime('realtime-2', 3, 12 * MINUTE + 5000, 18, 0, 150);
    const samples = [...before.filter((sample) => sample.at <= 12 * MINUTE), ...moved, ...after];
    expect(checkDescriptors(samples, 0, 30 * MINUTE)).toMatchObject({
      ok: true,
      summary: 'realtime 600->600',
    });
    const growing = lifetime('gateway', 4, 0, 30, 0).map((sample) => ({
      ...sample,
      fds: 50 + Math.floor(sample.at / MINUTE) * 5,
    }));
    expect(checkDescriptors(growing, 0, 30 * MINUTE).ok).toBe(false);
  });

  it('judges each minute’s latency against the first, leaving fault windows out', () => {
    const samples = Array.from({ length: 10 * 60 }, (_, index) => ({
      at: index * 1000,
      ms: index < 60 ? 20 : 30,
    }));
    expect(checkLatency('add', samples, 0, 10 * MINUTE, []).ok).toBe(true);
    const slow = samples.map((sample) =>
      sample.at >= 5 * MINUTE && sample.at < 6 * MINUTE ? { ...sample, ms: 100 } : sample,
    );
    expect(checkLatency('add', slow, 0, 10 * MINUTE, []).problems).toEqual([
      'minute 6: p50 100 ms, p99 100 ms (first minute 20 / 20 ms)',
    ]);
    const window = {
      kind: 'maps' as const,
      action: 'SIGKILL maps',
      startAt: 5 * MINUTE - 500,
      endAt: 6 * MINUTE,
    };
    expect(checkLatency('add', slow, 0, 10 * MINUTE, [window]).ok).toBe(true);
  });
});
