import { client, newUserId, startMapsTestEnv, type Client, type MapsTestEnv } from '../support/maps-test-env';
import { added, locationBody, ownedMap } from './location-fixtures';

// Issue 25, "History": every version of a location (the last 20) with who and when, for its author
// and the owner; the owner's "Restore this version".
let env: MapsTestEnv;

beforeAll(async () => {
  env = await startMapsTestEnv();
});

afterAll(async () => {
  await env.close();
});

type Version = {
  versionId: number | null;
  name: string;
  customData: Record<string, string>;
  contributor: { username: string | null; pseudonym: string } | null;
  madeAt: string;
};
const historyOf = async (viewer: Client, mapId: number, locationId: number) => {
  const res = await viewer.get(`/api/maps/${mapId}/locations/${locationId}/history`);
  expect(res.status).toBe(200);
  return res.body.versions as Version[];
};
const edit = (author: Client, mapId: number, id: number, overrides: Record<string, unknown>) =>
  author.put(`/api/maps/${mapId}/locations/${id}`, locationBody(overrides));

it('lists every version newest first with who and when, for the author and the owner only', async () => {
  const { owner, map } = await ownedMap(env);
  const author = client(env.app);
  const location = await added(author, map.id, { name: 'First name' });
  expect((await edit(author, map.id, location.id, { name: 'Second name' })).status).toBe(200);
  expect((await edit(author, map.id, location.id, { name: 'Third name' })).status).toBe(200);

  for (const viewer of [author, owner]) {
    const versions = await historyOf(viewer, map.id, location.id);
    expect(versions.map(({ name }) => name)).toEqual(['Third name', 'Second name', 'First name']);
    expect(versions[0]!.versionId).toBeNull();
    expect(versions.slice(1).every(({ versionId }) => typeof versionId === 'number')).toBe(true);
    expect(new Set(versions.map(({ contributor }) => contributor?.pseudonym)).size).toBe(1);
    expect(versions.map(({ madeAt }) => madeAt)).toEqual(
      [...versions.map(({ madeAt }) => madeAt)].sort().reverse(),
    );
  }
  for (const stranger of [client(env.app), client(env.app, newUserId())]) {
    expect((await stranger.get(`/api/maps/${map.id}/locations/${location.id}/history`)).status).toBe(403);
  }
  expect((await owner.get(`/api/maps/${map.id}/locations/999999999/history`)).status).toBe(404);
});

it('keeps the last 20 versions', async () => {
  const { owner, map } = await ownedMap(env);
  const location = await added(owner, map.id, { name: 'Edit 0' });
  for (let index = 1; index <= 24; index += 1)
    await edit(owner, map.id, location.id, { name: `Edit ${index}` });
  const versions = await historyOf(owner, map.id, location.id);
  expect(versions).toHaveLength(20);
  expect(versions[0]!.name).toBe('Edit 24');
  expect(versions[19]!.name).toBe('Edit 5');
});

it('"Restore this version": the owner makes it the current version, broadcast; the author may not', async () => {
  const { owner, map } = await ownedMap(env);
  const author = client(env.app);
  const location = await added(author, map.id, { name: 'Good name' });
  await edit(author, map.id, location.id, { name: 'Vandalised' });
  const [, original] = await historyOf(owner, map.id, location.id);
  const path = `/api/maps/${map.id}/locations/${location.id}/history/${original!.versionId}/restore`;

  expect((await author.post(path)).status).toBe(401);
  expect((await client(env.app, newUserId()).post(path)).status).toBe(403);
  const restored = await owner.post(path);
  expect(restored.status).toBe(200);
  expect(restored.body).toMatchObject({ id: location.id, name: 'Good name', isOwn: false, canDelete: true });

  const versions = await historyOf(author, map.id, location.id);
  expect(versions.map(({ name }) => name)).toEqual(['Good name', 'Vandalised', 'Good name']);
  expect(versions[0]!.contributor?.username).toBe(`user${owner.userId}`);
  // Still the author's: they edit it as before.
  expect((await edit(author, map.id, location.id, { name: 'Fixed by author' })).status).toBe(200);
  const updates = (await env
    .knex('outbox')
    .where({ aggregate_id: String(map.id), type: 'maps.location.updated.v1' })
    .orderBy('sequence')
    .pluck('payload')) as { location: { name: string }; audience: string }[];
  expect(updates.map(({ location: { name } }) => name)).toEqual([
    'Vandalised',
    'Good name',
    'Fixed by author',
  ]);

  const other = await ownedMap(env);
  const elsewhere = await added(other.owner, other.map.id);
  const foreign = `/api/maps/${map.id}/locations/${location.id}/history/999999999/restore`;
  expect((await owner.post(foreign)).status).toBe(404);
  expect(
    (
      await other.owner.post(
        `/api/maps/${other.map.id}/locations/${elsewhere.id}/history/${original!.versionId}/restore`,
      )
    ).status,
  ).toBe(404);
});

it('hides the values of removed fields in every version, and a restore keeps them', async () => {
  const { owner, map } = await ownedMap(env, 'pro', { customFields: ['Phone'] });
  const location = await added(owner, map.id, { name: 'Box', customData: { Phone: '0123' } });
  await edit(owner, map.id, location.id, { name: 'Box', customData: { Phone: '0999' } });
  await owner.put(`/api/maps/${map.id}`, { name: 'Shared map', customFields: [] });
  const versions = await historyOf(owner, map.id, location.id);
  expect(versions.map(({ customData }) => customData)).toEqual([{}, {}]);
  await owner.post(`/api/maps/${map.id}/locations/${location.id}/history/${versions[1]!.versionId}/restore`);
  expect((await env.knex('locations').where({ id: location.id }).first()).custom_data).toEqual({
    phone: '0123',
  });
});

it('records an approved edit as its editor’s version', async () => {
  const { owner, map } = await ownedMap(env, 'free', { reviewNewLocations: true });
  const mine = await added(owner, map.id, { name: 'Owner’s' });
  const helperUser = newUserId();
  const helper = client(env.app, helperUser);
  // The owner's own location: a visitor's edit is not theirs to make, so the helper adds one.
  const theirs = await added(helper, map.id, { name: 'Helper’s' });
  await owner.post(`/api/maps/${map.id}/review/approve`, { ids: [`location:${theirs.id}`] });
  await edit(helper, map.id, theirs.id, { name: 'Helper’s, edited' });
  const [item] = (await owner.get(`/api/maps/${map.id}/review`)).body.items as { id: string }[];
  await owner.post(`/api/maps/${map.id}/review/approve`, { ids: [item!.id] });
  const versions = await historyOf(owner, map.id, theirs.id);
  expect(versions.map(({ name, contributor }) => [name, contributor?.username])).toEqual([
    ['Helper’s, edited', `user${helperUser}`],
    ['Helper’s', `user${helperUser}`],
  ]);
  expect((await historyOf(owner, map.id, mine.id)).map(({ name }) => name)).toEqual(['Owner’s']);
});
