// The runs of `npm run bench:live` (live-latency.ts): per target (Groupmap, or the bare `ws`
// baseline of the same invocation), K and run: 10 warm-up adds, N = 200 one-at-a-time adds (each
// awaited until the last viewer had it), then 1,000 adds with W = 32 in flight, with the CPU of
// every server process (all realtime replicas included) from /proc.
import { startViewers, type ViewerProcess } from './live-viewer-process';
import type { JoinRequest } from './live-viewers';
import { cpuSnapshot, cpuUsed, pssKb, rssKb, type ProcessGroups } from './process-cpu';
import { median, percentile } from './stats';

const WARM_UP = 10;
const SEQUENTIAL = 200;
const SUSTAINED = 1000;
const IN_FLIGHT = 32;
const INFRASTRUCTURE = new Set(['postgres', 'nats', 'maildev']);

const now = () => performance.timeOrigin + performance.now();

/** What the runs drive: Groupmap through its gateway, or the bare baseline server. */
export interface LiveTarget {
  label: string;
  /** How the viewers' process joins (the map's channel, or the baseline's socket). */
  join: Omit<JoinRequest, 'type' | 'viewers'>;
  /** A writer's add, resolving on the acknowledgement (Groupmap: one visitor session's POST). */
  writer(): Promise<(name: string) => Promise<void>>;
  /** The server processes whose CPU is counted, by name (Postgres and NATS too, apart). */
  processes(): ProcessGroups;
}

export interface RunResult {
  sequential: { p50: number; p95: number; p99: number; ackP50: number };
  sustained: { addsPerSecond: number; p50: number; p99: number; cpuMs: Record<string, number> };
  /** The server processes' memory right after the adds, viewers still joined: summed RSS and PSS, MB. */
  memory: { rssMb: number; pssMb: number };
}

/** A K's medians over its runs: what the comparison table shows. */
export interface LiveSummary {
  sequentialP50: number;
  sequentialP99: number;
  addsPerSecond: number;
  sustainedP99: number;
  /** CPU ms per add of the server processes (without Postgres, NATS, the viewers and the writer). */
  serverCpuPerAdd: number;
  /** The same with Postgres and NATS. */
  serverAndInfrastructureCpuPerAdd: number;
  /** The server processes' memory after the run (the gateway, the services, the static servers), MB. */
  memoryRssMb: number;
  memoryPssMb: number;
}

/** The processes of `groups` that are the product's own: not Postgres, NATS, maildev, viewers or writer. */
const isServerGroup = (name: string) => !INFRASTRUCTURE.has(name) && name !== 'viewers' && name !== 'writer';

/** Summed RSS and PSS of the product's processes, and PSS by process, in MB. */
function serverMemory(groups: ProcessGroups): {
  rssMb: number;
  pssMb: number;
  pssByName: Record<string, number>;
} {
  const servers = Object.entries(groups).filter(([name]) => isServerGroup(name));
  const mb = (kb: number) => Math.round(kb / 1024);
  const sumOf = (pids: number[], of: (pid: number) => number) =>
    pids.reduce((total, pid) => total + of(pid), 0);
  const pids = servers.flatMap(([, pidsOf]) => pidsOf());
  return {
    rssMb: mb(sumOf(pids, rssOrZero)),
    pssMb: mb(sumOf(pids, pssKb)),
    pssByName: Object.fromEntries(servers.map(([name, pidsOf]) => [name, mb(sumOf(pidsOf(), pssKb))])),
  };
}

function rssOrZero(pid: number): number {
  try {
    return rssKb(pid);
  } catch {
    return 0;
  }
}

type Add = (name: string) => Promise<void>;

async function sequentialAdds(add: Add, viewers: ViewerProcess, prefix: string, count: number) {
  const latencies: number[] = [];
  const acks: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const name = `${prefix}-${i}`;
    const sent = now();
    await add(name);
    acks.push(now() - sent);
    latencies.push((await viewers.lastArrival(name)) - sent);
  }
  return { latencies, acks };
}

async function sustainedAdds(add: Add, viewers: ViewerProcess, prefix: string) {
  const arrivals: Promise<number>[] = [];
  const sentAt: number[] = [];
  let next = 0;
  const started = now();
  const worker = async () => {
    while (next < SUSTAINED) {
      const i = next;
      next += 1;
      const name = `${prefix}-${i}`;
      sentAt[i] = now();
      arrivals[i] = viewers.lastArrival(name, 60_000);
      await add(name);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  const acknowledged = now() - started;
  const latencies = (await Promise.all(arrivals)).map((at, i) => at - sentAt[i]!);
  return { addsPerSecond: Math.round((SUSTAINED / acknowledged) * 1000), latencies };
}

/** One run at K viewers: warm-up, the one-at-a-time adds, then the adds with W in flight and their CPU. */
export async function oneRun(target: LiveTarget, k: number, run: number): Promise<RunResult> {
  const viewers = await startViewers({ ...target.join, viewers: k });
  try {
    const add = await target.writer();
    const prefix = `k${k}-r${run}`;
    await sequentialAdds(add, viewers, `${prefix}-warm`, WARM_UP);
    const { latencies: sequential, acks } = await sequentialAdds(add, viewers, `${prefix}-seq`, SEQUENTIAL);
    const groups: ProcessGroups = {
      ...target.processes(),
      viewers: () => [viewers.pid],
      writer: () => [process.pid],
    };
    const before = cpuSnapshot(groups);
    const sustained = await sustainedAdds(add, viewers, `${prefix}-w`);
    const cpuMs = cpuUsed(before, cpuSnapshot(groups));
    const memory = serverMemory(groups);
    const result: RunResult = {
      sequential: {
        p50: median(sequential),
        p95: percentile(sequential, 95),
        p99: percentile(sequential, 99),
        ackP50: median(acks),
      },
      sustained: {
        addsPerSecond: sustained.addsPerSecond,
        p50: median(sustained.latencies),
        p99: percentile(sustained.latencies, 99),
        cpuMs,
      },
      memory: { rssMb: memory.rssMb, pssMb: memory.pssMb },
    };
    console.log(
      `${target.label} K=${k} run ${run} (viewers joined in ${Math.round(viewers.joinMs)} ms): sequential p50 ${result.sequential.p50} p95 ${result.sequential.p95} p99 ${result.sequential.p99} ms (ack p50 ${result.sequential.ackP50}); ` +
        `W=${IN_FLIGHT}: ${sustained.addsPerSecond} adds/s, p50 ${result.sustained.p50} p99 ${result.sustained.p99} ms`,
    );
    console.log(`  CPU ms during the ${SUSTAINED} adds: ${JSON.stringify(cpuMs)}`);
    console.log(
      `  memory of the server processes after them: PSS ${memory.pssMb} MB, RSS ${memory.rssMb} MB; PSS MB ${JSON.stringify(memory.pssByName)}`,
    );
    return result;
  } finally {
    await viewers.stop();
  }
}

/** Prints the medians of a K's runs, CPU per added location by process, and answers them. */
export function summarise(label: string, k: number, runs: RunResult[]): LiveSummary {
  const med = (pick: (run: RunResult) => number) => median(runs.map(pick));
  const cpu = (name: string) => med((run) => run.sustained.cpuMs[name] ?? 0);
  const names = Object.keys(runs[0]!.sustained.cpuMs);
  const servers = names.filter(isServerGroup);
  const infrastructure = names.filter((name) => INFRASTRUCTURE.has(name));
  const sumOf = (run: RunResult, which: string[]) =>
    which.reduce((sum, name) => sum + (run.sustained.cpuMs[name] ?? 0), 0);
  const serverMs = med((run) => sumOf(run, servers));
  const withInfrastructureMs = med((run) => sumOf(run, [...servers, ...infrastructure]));
  console.log(`\n${label} K=${k}, medians of ${runs.length} run(s):`);
  console.log(
    `  one add at a time (N=${SEQUENTIAL}): p50 ${med((r) => r.sequential.p50)} ms, p95 ${med((r) => r.sequential.p95)} ms, p99 ${med((r) => r.sequential.p99)} ms until the last viewer (the 201 answer: p50 ${med((r) => r.sequential.ackP50)} ms)`,
  );
  console.log(
    `  W=${IN_FLIGHT}, ${SUSTAINED} adds: ${med((r) => r.sustained.addsPerSecond)} acknowledged adds/s, p50 ${med((r) => r.sustained.p50)} ms, p99 ${med((r) => r.sustained.p99)} ms until the last viewer`,
  );
  console.log(
    `  CPU ms per added location: server processes ${(serverMs / SUSTAINED).toFixed(2)} (${servers.join(', ')}); ` +
      names.map((name) => `${name} ${(cpu(name) / SUSTAINED).toFixed(2)}`).join(', '),
  );
  return {
    sequentialP50: med((r) => r.sequential.p50),
    sequentialP99: med((r) => r.sequential.p99),
    addsPerSecond: med((r) => r.sustained.addsPerSecond),
    sustainedP99: med((r) => r.sustained.p99),
    serverCpuPerAdd: serverMs / SUSTAINED,
    serverAndInfrastructureCpuPerAdd: withInfrastructureMs / SUSTAINED,
    memoryRssMb: med((r) => r.memory.rssMb),
    memoryPssMb: med((r) => r.memory.pssMb),
  };
}
