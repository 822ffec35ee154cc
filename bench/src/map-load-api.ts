// `npm run bench:map-api`: how long a fresh client takes to load a 10,000-location map through the
// gateway (a new connection, GET the map, GET its locations with gzip, the body parsed), median and
// p95 of 10 loads, and the If-None-Match revalidation of the list. Against BENCH_BASE_URL with
// BENCH_DATA_DIR (a running `npm start`), else a test platform it starts.
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { runBenchmark } from './bench-platform';
import { createBigMap, moveMapSequence, platformDatabaseUrl } from './big-map';
import { median, percentile } from './stats';

const LOADS = 10;
const LOCATIONS = 10_000;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One GET on a connection of its own (no keep-alive: every load starts cold). */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

const json = (answer: Answer): unknown =>
  JSON.parse(
    (answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body).toString('utf8'),
  );

async function loadMap(baseUrl: string, permalink: string) {
  const started = performance.now();
  const map = json(await get(`${baseUrl}/api/maps/${permalink}`)) as { id: number };
  const list = await get(`${baseUrl}/api/maps/${map.id}/locations`, { 'Accept-Encoding': 'gzip' });
  const locations = json(list) as unknown[];
  const ms = performance.now() - started;
  if (list.status !== 200 || locations.length !== LOCATIONS)
    throw new Error(`unexpected list: ${list.status}`);
  return { ms, etag: String(list.headers.etag), mapId: map.id, gzipBytes: list.body.length };
}

async function measure(baseUrl: string, dataDir: string) {
  const databaseUrl = platformDatabaseUrl(dataDir);
  const map = await createBigMap(databaseUrl, LOCATIONS);
  await loadMap(baseUrl, map.permalink); // warm-up: connection pools and the services' caches
  const loads = [];
  for (let i = 0; i < LOADS; i += 1) loads.push(await loadMap(baseUrl, map.permalink));
  // The first load after a change: the map's sequence moved, so the list is read and serialised anew.
  const uncached = [];
  for (let i = 0; i < LOADS; i += 1) {
    await moveMapSequence(databaseUrl, map.id);
    uncached.push((await loadMap(baseUrl, map.permalink)).ms);
  }
  const { mapId, gzipBytes } = loads[0]!;
  const { etag } = await loadMap(baseUrl, map.permalink);
  const revalidations: number[] = [];
  for (let i = 0; i < LOADS; i += 1) {
    const started = performance.now();
    const answer = await get(`${baseUrl}/api/maps/${mapId}/locations`, {
      'If-None-Match': etag,
      'Accept-Encoding': 'gzip',
    });
    revalidations.push(performance.now() - started);
    if (answer.status !== 304) throw new Error(`revalidation answered ${answer.status}`);
  }
  const times = loads.map((load) => load.ms);
  console.log(
    `map load through the gateway, ${LOCATIONS} locations (list ${Math.round(gzipBytes / 1000)} kB gzip)`,
  );
  console.log(
    `  fresh client: median ${median(times)} ms, p95 ${percentile(times, 95)} ms (${LOADS} loads; target median <= 100 ms)`,
  );
  console.log(
    `  first load after a change (list read anew): median ${median(uncached)} ms, p95 ${percentile(uncached, 95)} ms`,
  );
  console.log(
    `  If-None-Match revalidation (304): median ${median(revalidations)} ms, p95 ${percentile(revalidations, 95)} ms`,
  );
}

runBenchmark(measure);
