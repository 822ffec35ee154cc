// Every few seconds, each process's resident memory, CPU time so far and open descriptors, from
// /proc: the product's processes (gateway and services, by name, whatever their pid after a
// restart), the soak's Postgres (with its backends) and NATS, and the drivers, for the report's
// memory and CPU charts and the memory checks.
import { readdirSync, readFileSync } from 'node:fs';
import { cpuMs, rssKb, withChildren } from '@groupmap/bench/src/process-cpu';
import { now } from './protocol';

const SAMPLE_MS = 5000;

export interface ProcessSample {
  at: number;
  name: string;
  pid: number;
  rssKb: number;
  cpuMs: number;
  /** Open descriptors; undefined for a process group (Postgres and its backends). */
  fds?: number;
}

/** CPU ms of the children `pid` has waited for (cutime + cstime): a backend's time once it exits. */
function reapedChildrenCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return 0;
  }
}

function openDescriptors(pid: number): number | undefined {
  try {
    return readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return undefined;
  }
}

function sample(name: string, pid: number, group: boolean): ProcessSample | undefined {
  try {
    const pids = group ? withChildren(pid) : [pid];
    let rss = 0;
    // A group's CPU only grows: its exited members' time has moved to the parent's reaped children.
    let cpu = group ? reapedChildrenCpuMs(pid) : 0;
    for (const member of pids) {
      rss += rssKb(member);
      cpu += cpuMs(member);
    }
    return { at: now(), name, pid, rssKb: rss, cpuMs: cpu, fds: group ? undefined : openDescriptors(pid) };
  } catch {
    return undefined; // gone between listing and reading: a restart under way
  }
}

export interface SampledProcess {
  name: string;
  pid: number;
  /** A parent whose children count with it (the postmaster and its backends). */
  group?: boolean;
}

/** Samples `processes()` every few seconds until stopped. */
export function startSampler(processes: () => SampledProcess[]) {
  const samples: ProcessSample[] = [];
  const take = () => {
    for (const entry of processes()) {
      const taken = sample(entry.name, entry.pid, entry.group ?? false);
      if (taken) samples.push(taken);
    }
  };
  take();
  const timer = setInterval(take, SAMPLE_MS);
  return {
    samples,
    stop() {
      clearInterval(timer);
      take();
    },
  };
}
