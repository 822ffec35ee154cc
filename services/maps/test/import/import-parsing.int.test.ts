import { mapImportErrors } from '@groupmap/contracts';
import type { Response } from 'supertest';
import { ownedMap } from '../locations/location-fixtures';
import { startMapsTestEnv, type MapsTestEnv } from '../support/maps-test-env';
import { importCount, uploadImport } from './import-support';

jest.setTimeout(60_000);

// Issue 19: import files are parsed in a child process with a time and a heap limit, so no file
// holds up the service, and a burst of uploads is told "busy" rather than queued without end.

/** A legitimate spreadsheet heavy enough to keep a worker busy for a good second: 10,000 rows, 60 columns. */
function heavyCsv(): Buffer {
  const columns = 60;
  const header = Array.from({ length: columns }, (_, column) => `column ${column}`).join(',');
  const rows = Array.from({ length: 10_000 }, (_, row) =>
    Array.from({ length: columns }, (_, column) => `value ${row}.${column}`).join(','),
  );
  return Buffer.from([header, ...rows].join('\n'));
}

/** GeoJSON whose one property holds 3 million empty objects: a few MB on disk, far more on the heap. */
function heapHungryGeoJson(): Buffer {
  const objects = Array.from({ length: 3_000_000 }, () => '{}').join(',');
  return Buffer.from(`{"type":"Feature","geometry":null,"properties":{"name":"x","heavy":[${objects}]}}`);
}

const SMALL_CSV = 'name,latitude,longitude\nHarbour,51.45,-2.59\n';

/** Resolves once `env`'s parser has started on a file. */
const parseStarted = (env: MapsTestEnv) => new Promise<void>((resolve) => env.onParseStarted(resolve));

describe('an upload being parsed', () => {
  let env: MapsTestEnv;
  beforeAll(async () => {
    env = await startMapsTestEnv({}, { imports: true });
  });
  afterAll(async () => {
    await env.close();
  });

  it('holds up no other request: a map is read while the file is still being parsed', async () => {
    const { owner, map } = await ownedMap(env, 'business');
    const order: string[] = [];
    const started = parseStarted(env);
    const upload = uploadImport(owner, map.id, heavyCsv(), 'heavy.csv').then((res: Response) => {
      order.push('upload answered');
      return res;
    });
    await started;
    const read = await owner.get(`/api/maps/${map.permalink}`);
    order.push('map read');
    expect(read.status).toBe(200);
    expect((await upload).status).toBe(201);
    expect(order).toEqual(['map read', 'upload answered']);
  });
});

describe('a file past the parser limits', () => {
  it('is refused as too complex when it takes longer than the time limit, and the worker is replaced', async () => {
    const env = await startMapsTestEnv({ IMPORT_PARSE_TIMEOUT_MS: '200' }, { imports: true });
    try {
      const { owner, map } = await ownedMap(env, 'business');
      const slow = await uploadImport(owner, map.id, heavyCsv(), 'heavy.csv');
      expect([slow.status, slow.text]).toEqual([400, mapImportErrors.importTooComplex]);
      expect(await importCount(env, map.id)).toBe(0);
      const next = await uploadImport(owner, map.id, SMALL_CSV, 'small.csv');
      expect(next.status).toBe(201);
    } finally {
      await env.close();
    }
  });

  it('is refused as too complex when it grows the heap past the limit, and the worker is replaced', async () => {
    const env = await startMapsTestEnv({ IMPORT_PARSE_HEAP_MB: '64' }, { imports: true });
    try {
      const { owner, map } = await ownedMap(env, 'business');
      const hungry = await uploadImport(owner, map.id, heapHungryGeoJson(), 'hungry.geojson');
      expect([hungry.status, hungry.text]).toEqual([400, mapImportErrors.importTooComplex]);
      const next = await uploadImport(owner, map.id, SMALL_CSV, 'small.csv');
      expect(next.status).toBe(201);
    } finally {
      await env.close();
    }
  });
});

describe('uploads while every parser is busy', () => {
  it('wait while the queue has room; the next is answered 503 with Retry-After', async () => {
    const env = await startMapsTestEnv({ IMPORT_PARSE_QUEUE: '1' }, { imports: true });
    try {
      const owners = await Promise.all([1, 2, 3].map(() => ownedMap(env, 'business')));
      // `.then` sends the request now (a supertest request goes out when it is first awaited).
      const [first, second, third] = owners.map(
        ({ owner, map }) =>
          (bytes: Buffer | string, name: string) =>
            uploadImport(owner, map.id, bytes, name).then((res: Response) => res),
      );
      // Built before the parse starts: building it takes the test's thread a few hundred ms, and the
      // two small uploads below must reach the service while the heavy file is still being parsed.
      const heavy = heavyCsv();
      const started = parseStarted(env);
      const running = first!(heavy, 'heavy.csv');
      await started;
      // One waits for the worker, the other finds the queue full: which is which depends on arrival.
      const [waiting, refused] = await Promise.all([
        second!(SMALL_CSV, 'small.csv'),
        third!(SMALL_CSV, 'small.csv'),
      ]);
      const answers = [waiting, refused].map((res) => res.status).sort();
      expect(answers).toEqual([201, 503]);
      const busy = [waiting, refused].find((res) => res.status === 503)!;
      expect(busy.text).toBe(mapImportErrors.importsBusy);
      expect(busy.headers['retry-after']).toBe('60');
      expect((await running).status).toBe(201);
    } finally {
      await env.close();
    }
  });
});
