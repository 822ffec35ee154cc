import { mapImportErrors } from '@groupmap/contracts';
import { pruneImports } from '../../src/jobs/import-prune-job';
import { ownedMap } from '../locations/location-fixtures';
import {
  startMapsTestEnv,
  uniquePermalink,
  userOn,
  type Client,
  type MapsTestEnv,
} from '../support/maps-test-env';
import { previewOf, uploadImport, type Preview, type Progress } from './import-support';

// Issue 19: a pending preview keeps every row of its file, so each owner's are bounded: one per
// map, two per user, 20 MiB of stored rows per user, and an hour after their last change.
jest.setTimeout(30_000);

let env: MapsTestEnv;

beforeAll(async () => {
  env = await startMapsTestEnv({}, { imports: true });
});

afterAll(async () => {
  await env.close();
});

const SMALL_CSV = 'name,latitude,longitude\nHarbour,51.45,-2.59\nMill,53.47,-2.24\n';

/** A spreadsheet of 10,000 short rows under `columns` long column names: small on disk, wide when stored. */
function wideCsv(columns: number): Buffer {
  const names = Array.from(
    { length: columns },
    (_, i) => `${'a long column name that is repeated in every row'} ${i}`,
  );
  const rows = Array.from({ length: 10_000 }, (_, row) => names.map(() => String(row % 10)).join(','));
  return Buffer.from([names.join(','), ...rows].join('\n'));
}

/** A map of `owner`'s own. */
async function anotherMap(owner: Client): Promise<{ id: number }> {
  const res = await owner.post('/api/maps', { name: 'Another map', permalink: uniquePermalink() });
  if (res.status !== 201) throw new Error(`map not created: ${res.status} ${res.text}`);
  return res.body as { id: number };
}

const progressOf = async (owner: Client, mapId: number, importId: string) =>
  (await owner.get(`/api/maps/${mapId}/imports/${importId}`)).body as Progress;

const storedRows = async (importId: string) =>
  Number(
    (
      (await env.knex('import_rows').where({ import_id: importId }).count({ n: '*' }).first()) as {
        n: string;
      }
    ).n,
  );

const replaced = { status: 'cancelled', error: mapImportErrors.importReplaced };

describe('pending previews', () => {
  it("replace the map's earlier preview, which then reads cancelled and keeps no rows", async () => {
    const { owner, map } = await ownedMap(env, 'pro');
    const first = await previewOf(owner, map.id, SMALL_CSV, 'first.csv');
    const second = await previewOf(owner, map.id, SMALL_CSV, 'second.csv');
    expect(await progressOf(owner, map.id, first.id)).toMatchObject(replaced);
    expect(await storedRows(first.id)).toBe(0);
    expect(await progressOf(owner, map.id, second.id)).toMatchObject({ status: 'pending' });
    const commit = await owner.post(`/api/maps/${map.id}/imports/${first.id}/commit`, {});
    expect([commit.status, commit.text]).toEqual([409, mapImportErrors.importReplaced]);
  });

  it("keep two per owner: a third cancels the owner's least recently changed one", async () => {
    const owner = await userOn(env, 'pro');
    const maps = [await anotherMap(owner), await anotherMap(owner), await anotherMap(owner)];
    const first = await previewOf(owner, maps[0]!.id, SMALL_CSV, 'first.csv');
    const second = await previewOf(owner, maps[1]!.id, SMALL_CSV, 'second.csv');
    // The owner goes on working on the first: the second is now the one least recently changed.
    const remap = await owner.patch(`/api/maps/${maps[0]!.id}/imports/${first.id}`, {
      mapping: { ...first.mapping, name: 'name' },
    });
    expect(remap.status).toBe(200);
    const third = await previewOf(owner, maps[2]!.id, SMALL_CSV, 'third.csv');
    expect(await progressOf(owner, maps[1]!.id, second.id)).toMatchObject(replaced);
    expect(await progressOf(owner, maps[0]!.id, first.id)).toMatchObject({ status: 'pending' });
    expect(await progressOf(owner, maps[2]!.id, third.id)).toMatchObject({ status: 'pending' });
  });

  it('keep 20 MiB of stored rows per owner, cancelling older previews to make room', async () => {
    const owner = await userOn(env, 'business');
    const [one, two] = [await anotherMap(owner), await anotherMap(owner)];
    // About 13 MiB each as stored: the two together pass 20 MiB although each file is ~0.5 MB.
    const first = await previewOf(owner, one.id, wideCsv(20), 'wide.csv');
    const second = await previewOf(owner, two.id, wideCsv(20), 'wide.csv');
    expect(await progressOf(owner, one.id, first.id)).toMatchObject(replaced);
    expect(await progressOf(owner, two.id, second.id)).toMatchObject({ status: 'pending' });
  });

  it('refuse a file whose preview alone would pass 20 MiB with 413, cancelling nothing', async () => {
    const owner = await userOn(env, 'business');
    const [one, two] = [await anotherMap(owner), await anotherMap(owner)];
    const kept: Preview = await previewOf(owner, one.id, SMALL_CSV, 'small.csv');
    const res = await uploadImport(owner, two.id, wideCsv(40), 'wider.csv');
    expect([res.status, res.text]).toEqual([413, mapImportErrors.importPreviewTooLarge]);
    expect(await progressOf(owner, one.id, kept.id)).toMatchObject({ status: 'pending' });
    const count = await env.knex('imports').where({ map_id: two.id }).count({ n: '*' }).first();
    expect(Number((count as { n: string }).n)).toBe(0);
  });

  it('expire an hour after their last change: cancelled with why, their rows deleted', async () => {
    const owner = await userOn(env, 'pro');
    const [stale, touched] = [await anotherMap(owner), await anotherMap(owner)];
    const old = await previewOf(owner, stale.id, SMALL_CSV, 'old.csv');
    const changed = await previewOf(owner, touched.id, SMALL_CSV, 'changed.csv');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await env.knex('imports').whereIn('id', [old.id, changed.id]).update({ updated_at: twoHoursAgo });
    // A mapping change restarts the hour.
    await owner.patch(`/api/maps/${touched.id}/imports/${changed.id}`, { mapping: changed.mapping });
    await pruneImports(env.knex, new Date());
    expect(await progressOf(owner, stale.id, old.id)).toMatchObject({
      status: 'cancelled',
      error: mapImportErrors.importExpired,
    });
    expect(await storedRows(old.id)).toBe(0);
    expect(await progressOf(owner, touched.id, changed.id)).toMatchObject({ status: 'pending' });
    expect(await storedRows(changed.id)).toBe(2);
  });
});
