// `npm run bench:export`: how long a 10,000-location map takes to download through the gateway in
// each export format (a new connection per download, gzip accepted as a browser does, until the last
// byte; median of 5 after one warm-up), and the maps service's peak resident memory while it streams
// (VmHWM of its process, reset before each format); BENCH_EXPORT_LOCATIONS changes the size.
// Against BENCH_BASE_URL with BENCH_DATA_DIR (a running `npm start`), else a test platform it starts.
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { runBenchmark } from './bench-platform';
import { createBigMap, platformDatabaseUrl } from './big-map';
import { peakRss } from './peak-rss';
import { platformProcessPid } from './platform-process';
import { median } from './stats';

const DOWNLOADS = 5;
/** BENCH_EXPORT_LOCATIONS: a bigger map shows whether the memory stays flat. */
const LOCATIONS = Number(process.env.BENCH_EXPORT_LOCATIONS ?? 10_000);
const FORMATS = ['geojson', 'csv', 'kml', 'gpx'] as const;
type Format = (typeof FORMATS)[number];

/** How many locations a downloaded file holds, counted in its text. */
const COUNT: Record<Format, (text: string) => number> = {
  geojson: (text) => (JSON.parse(text) as { features: unknown[] }).features.length,
  csv: (text) => text.trimEnd().split('\r\n').length - 1, // the bench map has no line breaks in cells
  kml: (text) => text.split('<Placemark>').length - 1,
  gpx: (text) => text.split('<wpt ').length - 1,
};

interface Download {
  ms: number;
  wireBytes: number;
  text: string;
}

/** One download on a connection of its own, timed until its last byte. */
function download(url: string, gzip: boolean): Promise<Download> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const headers = gzip ? { 'Accept-Encoding': 'gzip' } : {};
    const req = http.get(url, { agent: false, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const ms = performance.now() - started;
        if (res.statusCode !== 200) return reject(new Error(`${url} answered ${res.statusCode}`));
        const body = Buffer.concat(chunks);
        const plain = res.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
        resolve({ ms, wireBytes: body.length, text: plain.toString('utf8') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function measure(baseUrl: string, dataDir: string) {
  const mapsPid = platformProcessPid(dataDir, 'maps');
  const map = await createBigMap(platformDatabaseUrl(dataDir), LOCATIONS);
  console.log(
    `export of a ${LOCATIONS}-location map through the gateway (${DOWNLOADS} downloads each, after a warm-up)`,
  );
  console.log(
    'format  | gzip: median | identity: median | file size (gzip on the wire) | maps RSS before -> peak',
  );
  for (const format of FORMATS) {
    const url = `${baseUrl}/api/maps/${map.id}/export?format=${format}`;
    await download(url, true); // warm-up: connection pools, the code paths' first compilation
    const memory = peakRss(mapsPid);
    const gzipped: Download[] = [];
    const plain: Download[] = [];
    for (let i = 0; i < DOWNLOADS; i += 1) {
      gzipped.push(await download(url, true));
      plain.push(await download(url, false));
    }
    const { beforeKb, peakKb, how } = memory.stop();
    for (const file of [...gzipped, ...plain]) {
      const count = COUNT[format](file.text);
      if (count !== LOCATIONS) throw new Error(`${format}: ${count} locations instead of ${LOCATIONS}`);
    }
    const size = `${mb(Buffer.byteLength(plain[0]!.text))} (${mb(gzipped[0]!.wireBytes)})`;
    console.log(
      `${format.padEnd(7)} | ${median(gzipped.map((d) => d.ms))} ms | ${median(plain.map((d) => d.ms))} ms | ${size} | ` +
        `${Math.round(beforeKb / 1024)} -> ${Math.round(peakKb / 1024)} MiB (${how})`,
    );
  }
  console.log('target: GeoJSON of 10,000 locations in at most 1 s');
}

runBenchmark(measure);
