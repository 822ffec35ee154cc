import { messages } from '@groupmap/contracts';
import { purgeDeletedLocations } from '../../src/jobs/location-purge-job';
import { removeLocationAsOperator } from '../../src/domain/operator-removals';
import { downloadExport } from '../export/download-export';
import { client, startMapsTestEnv, userOn, type MapsTestEnv } from '../support/maps-test-env';
import {
  added,
  insertLocations,
  locationBody,
  locationCountOn,
  ownedMap,
  storedRow,
} from './location-fixtures';

// Every delete keeps the row as `deleted` for 30 days, out of every read and of the limit (issue 24).
let env: MapsTestEnv;

beforeAll(async () => {
  env = await startMapsTestEnv();
});

afterAll(async () => {
  await env.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const namesIn = async (viewer: ReturnType<typeof client>, mapId: number) =>
  ((await viewer.get(`/api/maps/${mapId}/locations`)).body as { name: string }[]).map(({ name }) => name);

it("keeps an author's delete as a deleted row, out of the list, the export, the dashboard and the owner's download", async () => {
  const { owner, map } = await ownedMap(env);
  const visitor = client(env.app);
  const kept = await added(visitor, map.id, { name: 'Kept' });
  const gone = await added(visitor, map.id, { name: 'Gone' });
  const deleted = await visitor.delete(`/api/maps/${map.id}/locations/${gone.id}`);
  expect([deleted.status, deleted.body]).toEqual([200, { id: gone.id }]);

  const row = await storedRow(env, gone.id);
  expect(row?.state).toBe('deleted');
  expect(row?.deleted_at).toBeInstanceOf(Date);
  expect(await storedRow(env, kept.id)).toMatchObject({ state: 'published', deleted_at: null });

  for (const viewer of [owner, visitor, client(env.app)])
    expect(await namesIn(viewer, map.id)).toEqual(['Kept']);
  const { text } = await downloadExport(owner, map.id, 'csv');
  expect(text).toContain('Kept');
  expect(text).not.toContain('Gone');
  const dashboard = await owner.get('/api/maps/user');
  expect(
    (dashboard.body as { id: number; locationCount: number }[]).find(({ id }) => id === map.id),
  ).toMatchObject({
    locationCount: 1,
  });
  const download = JSON.stringify((await owner.get('/api/maps/user/export')).body);
  expect(download).toContain('Kept');
  expect(download).not.toContain('Gone');
});

it("leaves a deleted location out of its author's download and refuses to edit or delete it again", async () => {
  const { map } = await ownedMap(env);
  const member = await userOn(env, 'free');
  const mine = await added(member, map.id, { name: 'Mine for a while' });
  await added(member, map.id, { name: 'Still mine' });
  expect((await member.delete(`/api/maps/${map.id}/locations/${mine.id}`)).status).toBe(200);

  const download = JSON.stringify((await member.get('/api/maps/user/export')).body);
  expect(download).toContain('Still mine');
  expect(download).not.toContain('Mine for a while');
  const edit = await member.put(`/api/maps/${map.id}/locations/${mine.id}`, locationBody({ name: 'Back' }));
  expect([edit.status, edit.text]).toEqual([404, messages.locationMissing]);
  const again = await member.delete(`/api/maps/${map.id}/locations/${mine.id}`);
  expect([again.status, again.text]).toEqual([404, messages.locationMissing]);
  expect((await storedRow(env, mine.id))?.state).toBe('deleted');
});

it("does not count deleted rows toward the map's limit", async () => {
  const { owner, map } = await ownedMap(env);
  await insertLocations(env, map.id, 99);
  const last = await added(owner, map.id, { name: 'The hundredth' });
  const full = await owner.post(`/api/maps/${map.id}/locations`, locationBody());
  expect(full.status).toBe(403);

  expect((await owner.delete(`/api/maps/${map.id}/locations/${last.id}`)).status).toBe(200);
  expect(await locationCountOn(env, map.id)).toBe(99);
  expect((await owner.post(`/api/maps/${map.id}/locations`, locationBody())).status).toBe(201);
});

it('purges deleted locations after 30 days, and only those', async () => {
  const { owner, map } = await ownedMap(env);
  const old = await added(owner, map.id, { name: 'Deleted long ago' });
  const recent = await added(owner, map.id, { name: 'Deleted lately' });
  const published = await added(owner, map.id, { name: 'Published long ago' });
  for (const { id } of [old, recent]) await owner.delete(`/api/maps/${map.id}/locations/${id}`);
  const now = Date.now();
  await env
    .knex('locations')
    .where({ id: old.id })
    .update({ deleted_at: new Date(now - 31 * DAY_MS) });
  await env
    .knex('locations')
    .where({ id: recent.id })
    .update({ deleted_at: new Date(now - 29 * DAY_MS) });
  await env
    .knex('locations')
    .where({ id: published.id })
    .update({ created_at: new Date(now - 400 * DAY_MS) });

  expect(await purgeDeletedLocations(env.knex, new Date(now))).toBeGreaterThanOrEqual(1);
  expect(await storedRow(env, old.id)).toBeUndefined();
  expect((await storedRow(env, recent.id))?.state).toBe('deleted');
  expect((await storedRow(env, published.id))?.state).toBe('published');
});

it('purges at once what an operator takes down, even a location its author had already deleted', async () => {
  const { owner, map } = await ownedMap(env);
  const location = await added(owner, map.id, { name: 'Unlawful' });
  await owner.delete(`/api/maps/${map.id}/locations/${location.id}`);

  const removal = await removeLocationAsOperator(env.knex, {
    map: map.permalink,
    locationId: location.id,
    by: 'ops@example.org',
    reason: 'court order',
  });
  expect(removal.missing).toBeNull();
  expect(await storedRow(env, location.id)).toBeUndefined();
});
