// Start-up time and memory of a service run from source through tsx (`npm start`) and from its
// production build (`node dist/index.js`), against the machine's Postgres and NATS in a throwaway
// database. `npm run service-startup -w @groupmap/bench -- [service...] [--runs N]` (default: maps,
// 5 runs each, alternating). Time: spawn to the first 200 of /readyz (polled every 10 ms). RSS:
// /proc VmRSS at readiness and again after SETTLE_MS idle.
import {
  buildService,
  MIGRATED_SERVICE_NAMES,
  runMigration,
  serviceDir,
  SERVICE_NAMES,
  startService,
  type BuiltServiceName,
  type ServiceMode,
  startThrowawayEnv,
} from '@groupmap/scripts';
import { median } from './stats';

const SETTLE_MS = 3000;
const MODES: ServiceMode[] = ['tsx', 'dist'];

interface Sample {
  readyMs: number;
  rssAtReadyMiB: number;
  rssSettledMiB: number;
}

function parseArgs(argv: string[]): { services: BuiltServiceName[]; runs: number } {
  const runsAt = argv.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(argv[runsAt + 1]) : 5;
  const names = argv.filter((arg, index) => !arg.startsWith('--') && index !== runsAt + 1);
  const unknown = names.filter((name) => !(SERVICE_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0 || !Number.isInteger(runs) || runs < 1) {
    throw new Error(`usage: service-startup [${SERVICE_NAMES.join('|')}...] [--runs N]`);
  }
  return { services: names.length > 0 ? (names as BuiltServiceName[]) : ['maps'], runs };
}

async function main(): Promise<void> {
  const { services, runs } = parseArgs(process.argv.slice(2));
  for (const name of services) await buildService(serviceDir(name));
  const suffix = `${Date.now().toString(36)}`;
  const env = await startThrowawayEnv({
    adminDatabaseUrl: process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    dbName: `groupmap_bench_${suffix}`,
    natsUrl: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
    eventsPrefix: `bench${suffix}`,
  });
  try {
    for (const name of MIGRATED_SERVICE_NAMES) {
      await runMigration(name, 'dist', env.envFor(name));
    }
    console.log(`node ${process.version}, ${runs} runs per mode, RSS settled = ${SETTLE_MS} ms after ready`);
    console.log('service  mode  ready ms (median)  RSS at ready MiB  RSS settled MiB');
    for (const name of services) {
      const samples: Record<ServiceMode, Sample[]> = { tsx: [], dist: [] };
      // Alternate the modes so a warmer disk cache or a busier machine favours neither.
      for (let run = 0; run < runs; run += 1) {
        for (const mode of MODES) {
          // The gateway measures without upstreams: its /readyz is its own NATS connection.
          const service = await startService(name, mode, env.envFor(name));
          const rssAtReadyMiB = service.rssMiB();
          await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
          samples[mode].push({
            readyMs: service.readyAfterMs,
            rssAtReadyMiB,
            rssSettledMiB: service.rssMiB(),
          });
          await service.stop();
        }
      }
      for (const mode of MODES) {
        const of = (key: keyof Sample) => median(samples[mode].map((sample) => sample[key]));
        const row = [name.padEnd(8), mode.padEnd(5), String(of('readyMs')).padStart(17)];
        row.push(String(of('rssAtReadyMiB')).padStart(17), String(of('rssSettledMiB')).padStart(16));
        console.log(row.join(' '));
      }
    }
  } finally {
    await env.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
