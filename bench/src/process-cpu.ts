// CPU time and memory of processes by pid, from /proc (Linux): utime + stime of /proc/<pid>/stat,
// in clock ticks of 10 ms (CLK_TCK 100), and VmRSS of /proc/<pid>/status.
import { readFileSync, readdirSync } from 'node:fs';

const TICK_MS = 10;

/** CPU milliseconds `pid` has used so far (user + system); 0 when it is gone. */
export function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: fields are counted after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** Resident memory of `pid` in kB. */
export function rssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/**
 * Proportional memory of `pid` in kB (Pss of /proc/<pid>/smaps_rollup): its own pages plus its share of
 * pages it shares, such as the Node binary every process maps; 0 when it is gone or unreadable.
 */
export function pssKb(pid: number): number {
  try {
    return Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** `pid` and its children (a postmaster and its backends), by the parent pid in /proc/<pid>/stat. */
export function withChildren(pid: number): number[] {
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((candidate) => {
      try {
        const stat = readFileSync(`/proc/${candidate}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    });
  return [pid, ...children];
}

/** Every pid whose command name (comm) is `name`, e.g. the machine's postgres backends. */
export function pidsNamed(name: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === name;
      } catch {
        return false;
      }
    });
}

/** A named group of pids whose CPU is summed. */
export type ProcessGroups = Record<string, () => number[]>;

/** CPU ms per group so far (pid lists are read again each time: postgres backends come and go). */
export function cpuSnapshot(groups: ProcessGroups): Record<string, number> {
  return Object.fromEntries(
    Object.entries(groups).map(([name, pids]) => [name, pids().reduce((sum, pid) => sum + cpuMs(pid), 0)]),
  );
}

/** CPU ms used per group between two snapshots. */
export function cpuUsed(before: Record<string, number>, after: Record<string, number>) {
  return Object.fromEntries(Object.keys(after).map((name) => [name, after[name]! - (before[name] ?? 0)]));
}
