// `npm run bench:import` (issue 13): a 10,000-row CSV with coordinates imported into a new empty
// map of a business-plan owner through the gateway, timed in its steps: the upload until the
// preview answers (parse and store), the commit until GET reports `done` (polled every 25 ms), and
// the whole. Two files: every row with its address (nothing to look up), and the same rows without
// one (each gets the nearest gazetteer place). Median of 5 after one warm-up each, and the maps
// service's peak resident memory over the 5 (VmHWM, reset after the warm-up). Exits non-zero when
// the median of upload to done exceeds the target. Against BENCH_BASE_URL with BENCH_DATA_DIR (a
// running `npm start`), else a test platform it starts.
import pg from 'pg';
import type { ApiSession } from '@groupmap/scripts';
import { runBenchmark } from './bench-platform';
import { platformDatabaseUrl } from './big-map';
import { createEmptyMap, signInBusinessOwner } from './business-owner';
import { importCsv } from './import-csv';
import { peakRss } from './peak-rss';
import { platformProcessPid } from './platform-process';
import { median } from './stats';

const RUNS = 5;
const ROWS = 10_000;
const POLL_MS = 25;
/** Issue 13: "Import of a 10,000-row CSV with coordinates: time to commit, at most 5 s". */
const TARGET_MS = 5_000;
const FINAL_STATUSES = new Set(['done', 'failed', 'cancelled']);

interface Progress {
  status: string;
  imported: number | null;
  problemCount: number;
  error: string | null;
}

interface Timing {
  mapId: number;
  uploadMs: number;
  commitMs: number;
  totalMs: number;
}

/** One import of `csv` into a new empty map, timed step by step; throws unless all rows arrive. */
async function importOnce(owner: ApiSession, csv: string): Promise<Timing> {
  const mapId = await createEmptyMap(owner);
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'locations.csv');
  const started = performance.now();
  const preview = await owner.json<{ id: string; ready: number }>(
    'POST',
    `/api/maps/${mapId}/imports`,
    201,
    form,
  );
  const previewed = performance.now();
  if (preview.ready !== ROWS) throw new Error(`the preview has ${preview.ready} ready rows, not ${ROWS}`);
  const path = `/api/maps/${mapId}/imports/${preview.id}`;
  await owner.json('POST', `${path}/commit`, 202);
  let progress: Progress;
  do {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    progress = await owner.json<Progress>('GET', path, 200);
  } while (!FINAL_STATUSES.has(progress.status));
  const finished = performance.now();
  if (progress.status !== 'done' || progress.imported !== ROWS)
    throw new Error(`import ${progress.status}: ${progress.imported} imported, ${progress.error ?? ''}`);
  return {
    mapId,
    uploadMs: previewed - started,
    commitMs: finished - previewed,
    totalMs: finished - started,
  };
}

/**
 * Checks the import's result in the database: every row a location, each with an address (the
 * file's, or the nearest gazetteer place's where the file has none) and its Phone.
 */
async function checkImportedMap(databaseUrl: string, mapId: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string; placed: string; phones: string }>(
      `select count(*) as count, count(*) filter (where address <> '') as placed,
              count(*) filter (where custom_data ? 'phone') as phones
       from maps.locations where map_id = $1`,
      [mapId],
    );
    const { count, placed, phones } = rows[0]!;
    if (Number(count) !== ROWS || Number(placed) !== ROWS || Number(phones) !== ROWS)
      throw new Error(`map ${mapId}: ${count} locations, ${placed} with an address, ${phones} with a phone`);
  } finally {
    await client.end();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function measure(baseUrl: string, dataDir: string) {
  const mapsPid = platformProcessPid(dataDir, 'maps');
  const databaseUrl = platformDatabaseUrl(dataDir);
  const owner = await signInBusinessOwner(baseUrl, databaseUrl);
  console.log(
    `import of a ${ROWS}-row CSV with coordinates through the gateway, a new map each (${RUNS} runs, after a warm-up)`,
  );
  console.log(
    'rows            | upload to preview | commit to done | upload to done | maps RSS before -> peak',
  );
  let slowest = 0;
  for (const addresses of [true, false]) {
    const csv = importCsv(ROWS, addresses);
    await importOnce(owner, csv); // warm-up: connection pools, the code paths' first compilation
    const memory = peakRss(mapsPid);
    const runs: Timing[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await importOnce(owner, csv));
    const { beforeKb, peakKb, how } = memory.stop();
    await checkImportedMap(databaseUrl, runs.at(-1)!.mapId);
    const total = median(runs.map((run) => run.totalMs));
    slowest = Math.max(slowest, total);
    const label = addresses ? 'with address' : 'no address';
    console.log(
      `${label.padEnd(15)} | ${seconds(median(runs.map((run) => run.uploadMs)))} | ` +
        `${seconds(median(runs.map((run) => run.commitMs)))} | ${seconds(total)} | ` +
        `${Math.round(beforeKb / 1024)} -> ${Math.round(peakKb / 1024)} MiB (${how})`,
    );
    console.log(`  upload to done, each run: ${runs.map((run) => seconds(run.totalMs)).join(', ')}`);
  }
  console.log(`target: a 10,000-row CSV with coordinates committed in at most ${seconds(TARGET_MS)}`);
  if (slowest > TARGET_MS)
    throw new Error(`over the target: median upload to done ${seconds(slowest)} > ${seconds(TARGET_MS)}`);
}

runBenchmark(measure);
