// The peak resident memory of a process over a stretch of time (Linux /proc). The kernel keeps the
// peak as VmHWM; writing 5 to /proc/<pid>/clear_refs resets it to the current RSS (root or the
// process's owner), so the peak of just this stretch is exact. Where the reset is refused, VmRSS is
// sampled every 5 ms instead, which can miss a short spike.
import { readFileSync, writeFileSync } from 'node:fs';

const SAMPLE_MS = 5;

function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
}

/** Starts watching `pid`; stop() gives its RSS at the start and its peak since, in kB. */
export function peakRss(pid: number): { stop(): { beforeKb: number; peakKb: number; how: string } } {
  const beforeKb = statusKb(pid, 'VmRSS');
  let reset = true;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    reset = false;
  }
  let sampledKb = beforeKb;
  const timer = reset
    ? undefined
    : setInterval(() => {
        sampledKb = Math.max(sampledKb, statusKb(pid, 'VmRSS'));
      }, SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      return reset
        ? { beforeKb, peakKb: statusKb(pid, 'VmHWM'), how: 'VmHWM' }
        : { beforeKb, peakKb: sampledKb, how: `VmRSS sampled every ${SAMPLE_MS} ms` };
    },
  };
}
