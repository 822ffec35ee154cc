// The runs of `npm run bench:live` (live-latency.ts): per K and run, 10 warm-up adds, N = 200
// one-at-a-time adds (each awaited until the last viewer had it), then 1,000 adds with W = 32 in
// flight, with the CPU of every process of the platform (all realtime replicas included) from /proc.
import { readPlatformState } from '@groupmap/scripts';
import { addLocation, newVisitor, type Visitor } from './live-browser';
import { startViewers, type ViewerProcess } from './live-viewer-process';
import { cpuSnapshot, cpuUsed, pidsNamed, type ProcessGroups } from './process-cpu';
import { median, percentile } from './stats';

const WARM_UP = 10;
const SEQUENTIAL = 200;
const SUSTAINED = 1000;
const IN_FLIGHT = 32;
const INFRASTRUCTURE = new Set(['postgres', 'nats', 'maildev']);

const now = () => performance.timeOrigin + performance.now();

export interface RunResult {
  sequential: { p50: number; p95: number; p99: number; ackP50: number };
  sustained: { addsPerSecond: number; p50: number; p99: number; cpuMs: Record<string, number> };
}

/** Every process of the platform by name (one pid each), the machine's Postgres and NATS if not its own. */
function processGroups(dataDir: string, viewers: ViewerProcess): ProcessGroups {
  const state = readPlatformState(dataDir);
  if (!state) throw new Error(`no platform state in ${dataDir}`);
  const groups: ProcessGroups = {};
  for (const entry of state.processes) if (entry.pid) groups[entry.name] = () => [entry.pid!];
  if (!groups.postgres) groups.postgres = () => pidsNamed('postgres');
  if (!groups.nats) groups.nats = () => pidsNamed('nats-server');
  groups.viewers = () => [viewers.pid];
  groups.writer = () => [process.pid];
  return groups;
}

async function sequentialAdds(
  baseUrl: string,
  writer: Visitor,
  mapId: number,
  viewers: ViewerProcess,
  prefix: string,
  count: number,
) {
  const latencies: number[] = [];
  const acks: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const name = `${prefix}-${i}`;
    const sent = now();
    await addLocation(baseUrl, writer, mapId, name);
    acks.push(now() - sent);
    latencies.push((await viewers.lastArrival(name)) - sent);
  }
  return { latencies, acks };
}

async function sustainedAdds(
  baseUrl: string,
  writer: Visitor,
  mapId: number,
  viewers: ViewerProcess,
  prefix: string,
) {
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
      await addLocation(baseUrl, writer, mapId, name);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  const acknowledged = now() - started;
  const latencies = (await Promise.all(arrivals)).map((at, i) => at - sentAt[i]!);
  return { addsPerSecond: Math.round((SUSTAINED / acknowledged) * 1000), latencies };
}

/** One run at K viewers: warm-up, the one-at-a-time adds, then the adds with W in flight and their CPU. */
export async function oneRun(
  baseUrl: string,
  dataDir: string,
  map: { id: number; permalink: string },
  k: number,
  run: number,
): Promise<RunResult> {
  const viewers = await startViewers({ baseUrl, permalink: map.permalink, viewers: k, browserLike: true });
  try {
    const writer = await newVisitor(baseUrl);
    const prefix = `k${k}-r${run}`;
    await sequentialAdds(baseUrl, writer, map.id, viewers, `${prefix}-warm`, WARM_UP);
    const { latencies: sequential, acks } = await sequentialAdds(
      baseUrl,
      writer,
      map.id,
      viewers,
      `${prefix}-seq`,
      SEQUENTIAL,
    );
    const groups = processGroups(dataDir, viewers);
    const before = cpuSnapshot(groups);
    const sustained = await sustainedAdds(baseUrl, writer, map.id, viewers, `${prefix}-w`);
    const cpuMs = cpuUsed(before, cpuSnapshot(groups));
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
    };
    console.log(
      `K=${k} run ${run} (viewers joined in ${Math.round(viewers.joinMs)} ms): sequential p50 ${result.sequential.p50} p95 ${result.sequential.p95} p99 ${result.sequential.p99} ms (ack p50 ${result.sequential.ackP50}); ` +
        `W=${IN_FLIGHT}: ${sustained.addsPerSecond} adds/s, p50 ${result.sustained.p50} p99 ${result.sustained.p99} ms`,
    );
    console.log(`  CPU ms during the ${SUSTAINED} adds: ${JSON.stringify(cpuMs)}`);
    return result;
  } finally {
    await viewers.stop();
  }
}

/** Prints the medians of a K's runs, CPU per added location by process. */
export function summarise(k: number, runs: RunResult[]) {
  const med = (pick: (run: RunResult) => number) => median(runs.map(pick));
  const cpu = (name: string) => med((run) => run.sustained.cpuMs[name] ?? 0);
  const names = Object.keys(runs[0]!.sustained.cpuMs);
  const servers = names.filter(
    (name) => !INFRASTRUCTURE.has(name) && name !== 'viewers' && name !== 'writer',
  );
  const serverMs = med((run) => servers.reduce((sum, name) => sum + (run.sustained.cpuMs[name] ?? 0), 0));
  console.log(`\nK=${k}, medians of ${runs.length} run(s):`);
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
}
