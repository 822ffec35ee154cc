// `npm run bench:live`: live-update latency, from the moment an add request is sent until every
// viewer has its newLocation, with K viewers (a separate process, live-viewers.ts) on one map
// through the gateway (the runs: live-runs.ts), each K run first against a bare `ws` server in the
// same invocation (live-baseline-server.ts; issue 27) and printed beside it with the ratios. Then, with LIVE_IDLE=<n>, n idle sockets on one
// realtime process and its memory per connection (live-idle.ts). Settings: LIVE_K (default
// 1,50,200), LIVE_RUNS (3), LIVE_IDLE (0), LIVE_REALTIME_REPLICAS (1; more starts the platform with
// that many realtime replicas behind its gateway, REALTIME_REPLICAS). Against BENCH_BASE_URL with
// BENCH_DATA_DIR (started with the limits below raised), else a test platform it starts.
import pg from 'pg';
import { createBigMap, platformDatabaseUrl } from './big-map';
import { idleConnections } from './live-idle';
import { startBaselineServer } from './live-baseline';
import { printComparison } from './live-comparison';
import { startLivePlatform } from './live-platform';
import { oneRun, summarise, type LiveTarget, type RunResult } from './live-runs';
import { baselineTarget, groupmapTarget } from './live-targets';

/** Locations on the map before the benchmark: what each viewer's page loads first. */
const MAP_LOCATIONS = 100;
const FAKE_OWNER = 2147483000;

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

const numbers = (text: string | undefined, fallback: number[]) =>
  text ? text.split(',').map((value) => Number(value.trim())) : fallback;

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

async function main() {
  // LIVE_K=0 runs no latency runs (the idle test alone).
  const ks = numbers(process.env.LIVE_K, [1, 50, 200]).filter((k) => k > 0);
  const runs = Number(process.env.LIVE_RUNS ?? 3);
  const idle = Number(process.env.LIVE_IDLE ?? 0);
  // The runner starts the replicas and points the gateway at them (REALTIME_REPLICAS).
  const replicas = process.env.LIVE_REALTIME_REPLICAS;
  Object.assign(process.env, BENCH_LIMITS, replicas ? { REALTIME_REPLICAS: replicas } : {});
  const given = process.env.BENCH_BASE_URL;
  const platform = given ? undefined : await startLivePlatform();
  const dataDir = given ? process.env.BENCH_DATA_DIR! : platform!.dataDir;
  const baseline = await startBaselineServer();
  try {
    const baseUrl = given ?? platform!.gatewayUrl;
    const databaseUrl = platformDatabaseUrl(dataDir);
    const runAll = async (target: LiveTarget, k: number) => {
      const results: RunResult[] = [];
      for (let run = 1; run <= runs; run += 1) results.push(await oneRun(target, k, run));
      return summarise(target.label, k, results);
    };
    let allMet = true;
    for (const k of ks) {
      const bare = await runAll(baselineTarget(baseline), k);
      const groupmap = await runAll(groupmapTarget(baseUrl, dataDir, await benchMap(databaseUrl)), k);
      allMet = printComparison(k, groupmap, bare) && allMet;
    }
    console.log(`
issue 27's binding ratios: ${allMet ? 'met' : 'NOT MET'} (K: ${ks.join(', ')})`);
    if (idle > 0) await idleConnections(dataDir, (await benchMap(databaseUrl)).permalink, idle);
  } finally {
    await baseline.stop();
    await platform?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
