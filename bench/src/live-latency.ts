// `npm run bench:live`: live-update latency, from the moment an add request is sent until every
// viewer has its newLocation, with K viewers (a separate process, live-viewers.ts) on one map
// through the gateway. Per K and run: 10 warm-up adds, N = 200 sequential adds (one writer, one add
// at a time, each awaited until the last viewer had it), then 1,000 adds with W = 32 in flight
// (acknowledged adds/s, latency until the last viewer, CPU of every process from /proc). Then,
// with LIVE_IDLE=<n>, n idle sockets on one realtime process and its memory per connection.
// Settings: LIVE_K (default 1,50,200), LIVE_RUNS (3), LIVE_IDLE (0), LIVE_REALTIME_REPLICAS (1; 2
// adds a second realtime and a gateway spreading viewers over both, live-replicas.ts). Against
// BENCH_BASE_URL with BENCH_DATA_DIR (started with the limits below raised), else a test platform
// it starts.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { readPlatformState } from '@groupmap/scripts';
import { createBigMap, platformDatabaseUrl } from './big-map';
import { addLocation, newVisitor, type Visitor } from './live-browser';
import { startLivePlatform } from './live-platform';
import { startExtraReplica, type ExtraReplica } from './live-replicas';
import { startViewers, type ViewerProcess } from './live-viewer-process';
import { cpuSnapshot, cpuUsed, pidsNamed, rssKb, type ProcessGroups } from './process-cpu';
import { median, percentile } from './stats';

const WARM_UP = 10;
const SEQUENTIAL = 200;
const SUSTAINED = 1000;
const IN_FLIGHT = 32;
/** Locations on the map before the benchmark: what each viewer's page loads first. */
const MAP_LOCATIONS = 100;
const FAKE_OWNER = 2147483000;
const INFRASTRUCTURE = new Set(['postgres', 'nats', 'maildev']);

/**
 * The production limits that would throttle one benchmark machine: the viewers share one IP, the
 * writer is one visitor session adding thousands of locations (a 1 s window instead of 10 min).
 */
const BENCH_LIMITS = {
  LIVE_IP_SOCKET_LIMIT: '20000',
  LIVE_COOKIELESS_IP_SOCKET_LIMIT: '20000',
  LIVE_SESSION_SOCKET_LIMIT: '20000',
  LOCATION_WRITE_SESSION_RATE_LIMIT: '100000',
  LOCATION_WRITE_IP_RATE_LIMIT: '100000',
  LOCATION_WRITE_RATE_WINDOW_SECONDS: '1',
  SESSION_CREATE_IP_RATE_LIMIT: '100000',
};

const now = () => performance.timeOrigin + performance.now();
const numbers = (text: string | undefined, fallback: number[]) =>
  text ? text.split(',').map((value) => Number(value.trim())) : fallback;

interface RunResult {
  sequential: { p50: number; p95: number; p99: number; ackP50: number };
  sustained: { addsPerSecond: number; p50: number; p99: number; cpuMs: Record<string, number> };
}

/** The map's owner is on the business plan (10,000 locations), as maps' plan projection says. */
async function benchMap(databaseUrl: string) {
  const map = await createBigMap(databaseUrl, MAP_LOCATIONS);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into maps.user_plans (user_id, plan, last_sequence) values ($1, 'business', 0)
       on conflict (user_id) do update set plan = 'business'`,
      [FAKE_OWNER],
    );
  } finally {
    await client.end();
  }
  return map;
}

/** Every process of the platform by name (one pid each), the machine's Postgres and NATS if not its own. */
function processGroups(dataDir: string, viewers: ViewerProcess, extra?: ExtraReplica): ProcessGroups {
  const state = readPlatformState(dataDir);
  if (!state) throw new Error(`no platform state in ${dataDir}`);
  const groups: ProcessGroups = {};
  for (const entry of state.processes) if (entry.pid) groups[entry.name] = () => [entry.pid!];
  if (!groups.postgres) groups.postgres = () => pidsNamed('postgres');
  if (!groups.nats) groups.nats = () => pidsNamed('nats-server');
  for (const [name, pid] of Object.entries(extra?.pids ?? {})) groups[name] = () => [pid];
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

async function oneRun(
  baseUrl: string,
  dataDir: string,
  map: { id: number; permalink: string },
  k: number,
  run: number,
  extra?: ExtraReplica,
) {
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
    const groups = processGroups(dataDir, viewers, extra);
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

function summarise(k: number, runs: RunResult[]) {
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

/**
 * `count` idle sockets on one map, straight to the platform's realtime process (signed identity
 * tokens as the gateway forwards them; live-viewers.ts says why not through the gateway): its memory.
 */
async function idleConnections(dataDir: string, permalink: string, count: number) {
  const state = readPlatformState(dataDir)!;
  const entry = (name: string) => state.processes.find((process) => process.name === name)!;
  const gatewayEnv = entry('gateway').env;
  const identityPrivateKey =
    gatewayEnv.IDENTITY_PRIVATE_KEY ?? readFileSync(gatewayEnv.IDENTITY_PRIVATE_KEY_FILE!, 'utf8');
  const realtime = entry('realtime');
  const before = rssKb(realtime.pid!);
  const viewers = await startViewers({
    baseUrl: state.gatewayUrl,
    permalink,
    viewers: count,
    browserLike: false,
    direct: { realtimeUrl: `http://127.0.0.1:${realtime.port}`, identityPrivateKey },
  });
  try {
    await new Promise((resolve) => setTimeout(resolve, 5000)); // let the join work settle
    const after = rssKb(realtime.pid!);
    console.log(
      `\n${count} idle connections on one realtime process (joined in ${Math.round(viewers.joinMs)} ms): RSS ${before} -> ${after} kB ` +
        `(${((after - before) / count).toFixed(1)} kB per connection); the viewers offer permessage-deflate, realtime declines it (its ws server has permessage-deflate off)`,
    );
  } finally {
    await viewers.stop();
  }
}

async function main() {
  // LIVE_K=0 runs no latency runs (the idle test alone).
  const ks = numbers(process.env.LIVE_K, [1, 50, 200]).filter((k) => k > 0);
  const runs = Number(process.env.LIVE_RUNS ?? 3);
  const idle = Number(process.env.LIVE_IDLE ?? 0);
  const replicas = Number(process.env.LIVE_REALTIME_REPLICAS ?? 1);
  Object.assign(process.env, BENCH_LIMITS);
  const given = process.env.BENCH_BASE_URL;
  const platform = given ? undefined : await startLivePlatform();
  const dataDir = given ? process.env.BENCH_DATA_DIR! : platform!.dataDir;
  let extra: ExtraReplica | undefined;
  try {
    if (replicas === 2) extra = await startExtraReplica(dataDir);
    else if (replicas !== 1) throw new Error('LIVE_REALTIME_REPLICAS is 1 or 2');
    const baseUrl = extra?.gatewayUrl ?? given ?? platform!.gatewayUrl;
    const databaseUrl = platformDatabaseUrl(dataDir);
    for (const k of ks) {
      const map = await benchMap(databaseUrl);
      const results: RunResult[] = [];
      for (let run = 1; run <= runs; run += 1)
        results.push(await oneRun(baseUrl, dataDir, map, k, run, extra));
      summarise(k, results);
    }
    if (idle > 0) await idleConnections(dataDir, (await benchMap(databaseUrl)).permalink, idle);
  } finally {
    await extra?.stop();
    await platform?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
