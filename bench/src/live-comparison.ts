// Groupmap beside the bare `ws` baseline of the same invocation (issue 27): absolute figures swing
// by a factor of two between days on this machine, their ratio much less, so the targets are ratios.
import type { LiveSummary } from './live-runs';

/** Issue 27's binding ratios, by K: what a row must meet. */
const BINDING: Record<number, { p99AtMost?: number; addsPerSecondAtLeast?: number }> = {
  200: { p99AtMost: 4, addsPerSecondAtLeast: 0.5 },
  1000: { p99AtMost: 2 },
};

/**
 * Issue 27's memory target: the product's processes (gateway, services, static servers) after the
 * K = 200 run, judged by PSS (shared pages such as the Node binary counted once, not once per process).
 */
const MEMORY_TARGET_MB: Record<number, number> = { 200: 650 };

const ratio = (groupmap: number, baseline: number) => (baseline > 0 ? groupmap / baseline : Infinity);
const times = (value: number) => `${value.toFixed(2)}x`;

/** Prints one K's rows: Groupmap, the baseline, their ratio, and whether a binding ratio is met. */
export function printComparison(k: number, groupmap: LiveSummary, baseline: LiveSummary): boolean {
  const binding = BINDING[k] ?? {};
  const p99Ratio = ratio(groupmap.sequentialP99, baseline.sequentialP99);
  const addsRatio = ratio(groupmap.addsPerSecond, baseline.addsPerSecond);
  const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');
  const rows: [string, string, string, string, string][] = [
    [
      'one at a time: until-last-viewer p50',
      `${groupmap.sequentialP50} ms`,
      `${baseline.sequentialP50} ms`,
      times(ratio(groupmap.sequentialP50, baseline.sequentialP50)),
      '',
    ],
    [
      'one at a time: until-last-viewer p99',
      `${groupmap.sequentialP99} ms`,
      `${baseline.sequentialP99} ms`,
      times(p99Ratio),
      binding.p99AtMost ? `<= ${binding.p99AtMost}x: ${verdict(p99Ratio <= binding.p99AtMost)}` : '',
    ],
    [
      '32 in flight: adds/s',
      String(groupmap.addsPerSecond),
      String(baseline.addsPerSecond),
      times(addsRatio),
      binding.addsPerSecondAtLeast
        ? `>= ${binding.addsPerSecondAtLeast}x: ${verdict(addsRatio >= binding.addsPerSecondAtLeast)}`
        : '',
    ],
    [
      '32 in flight: until-last-viewer p99',
      `${groupmap.sustainedP99} ms`,
      `${baseline.sustainedP99} ms`,
      times(ratio(groupmap.sustainedP99, baseline.sustainedP99)),
      '',
    ],
    [
      'server CPU per add (without Postgres, NATS)',
      `${groupmap.serverCpuPerAdd.toFixed(2)} ms`,
      `${baseline.serverCpuPerAdd.toFixed(2)} ms`,
      times(ratio(groupmap.serverCpuPerAdd, baseline.serverCpuPerAdd)),
      '',
    ],
    [
      'server + database CPU per add',
      `${groupmap.serverAndInfrastructureCpuPerAdd.toFixed(2)} ms`,
      '-',
      '',
      '',
    ],
    [
      'memory of the server processes after the run: PSS (RSS)',
      `${groupmap.memoryPssMb} MB (${groupmap.memoryRssMb} MB)`,
      `${baseline.memoryPssMb} MB (${baseline.memoryRssMb} MB)`,
      times(ratio(groupmap.memoryPssMb, baseline.memoryPssMb)),
      MEMORY_TARGET_MB[k]
        ? `<= ${MEMORY_TARGET_MB[k]} MB: ${verdict(groupmap.memoryPssMb <= MEMORY_TARGET_MB[k])}`
        : '',
    ],
  ];
  console.log(`\nK=${k}: Groupmap | bare ws (same run) | ratio | target`);
  for (const row of rows) console.log(`  ${row.filter((cell, i) => i < 4 || cell).join(' | ')}`);
  const p99Met = binding.p99AtMost === undefined || p99Ratio <= binding.p99AtMost;
  const addsMet = binding.addsPerSecondAtLeast === undefined || addsRatio >= binding.addsPerSecondAtLeast;
  return p99Met && addsMet;
}
