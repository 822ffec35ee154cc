import { sendReviewDigests } from '../../src/jobs/review-digest-job';
import { client, startMapsTestEnv, type MapsTestEnv } from '../support/maps-test-env';
import { added, locationBody, ownedMap } from './location-fixtures';

// Issue 24's owner digests, maps' part: at most one `maps.review.waiting.v1` per map an hour, while
// something awaits review and only when something arrived since the last.
let env: MapsTestEnv;

beforeAll(async () => {
  env = await startMapsTestEnv();
});

afterAll(async () => {
  await env.close();
});

const MINUTE_MS = 60 * 1000;
const digestsOf = async (mapId: number) =>
  (await env
    .knex('outbox')
    .where({ aggregate_id: `map-review:${mapId}`, type: 'maps.review.waiting.v1' })
    .orderBy('sequence')
    .pluck('payload')) as Record<string, unknown>[];
/** Runs the job at `minutes` from now; the waiting rows were made just now. */
const runAt = (minutes: number) => sendReviewDigests(env.knex, new Date(Date.now() + minutes * MINUTE_MS));

it('asks auth to tell the owner, naming the map and the count, once an hour at most, and only of something new', async () => {
  const { owner, map } = await ownedMap(env, 'free', { reviewNewLocations: true });
  await runAt(0);
  expect(await digestsOf(map.id)).toEqual([]);

  const visitor = client(env.app);
  await added(visitor, map.id, { name: 'One' });
  await added(visitor, map.id, { name: 'Two' });
  await runAt(0);
  expect(await digestsOf(map.id)).toEqual([
    { mapId: map.id, ownerId: owner.userId, mapName: 'Shared map', permalink: map.permalink, count: 2 },
  ]);

  // Within the hour: nothing more, even with something new.
  await added(visitor, map.id, { name: 'Three' });
  await runAt(30);
  expect(await digestsOf(map.id)).toHaveLength(1);
  // After it: one more, with the count now.
  await runAt(61);
  expect((await digestsOf(map.id)).at(-1)).toMatchObject({ count: 3 });
  // Two hours on with nothing new: the queue is not nagged about.
  await runAt(125);
  expect(await digestsOf(map.id)).toHaveLength(2);
});

it('counts edits awaiting review, and says nothing of a map whose queue is empty', async () => {
  const { owner, map } = await ownedMap(env, 'free', { reviewNewLocations: true });
  const author = client(env.app);
  const location = await added(author, map.id, { name: 'Original' });
  await owner.post(`/api/maps/${map.id}/review/approve`, { ids: [`location:${location.id}`] });
  await author.put(`/api/maps/${map.id}/locations/${location.id}`, locationBody({ name: 'Edited' }));
  await runAt(0);
  expect((await digestsOf(map.id)).map(({ count }) => count)).toEqual([1]);

  const [item] = (await owner.get(`/api/maps/${map.id}/review`)).body.items as { id: string }[];
  await owner.post(`/api/maps/${map.id}/review/reject`, { ids: [item!.id] });
  await runAt(90);
  expect(await digestsOf(map.id)).toHaveLength(1);
});
