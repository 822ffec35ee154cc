import { messages } from '@groupmap/contracts';
import { insertOwnerlessMapOnce } from '../../src/db/map-repository';
import { downloadExport } from '../export/download-export';
import {
  client,
  newUserId,
  startMapsTestEnv,
  uniquePermalink,
  type Client,
  type MapsTestEnv,
} from '../support/maps-test-env';
import { added, insertLocations, locationBody, ownedMap, storedRow } from './location-fixtures';

// Issue 24, "Review before publishing": what anyone but the owner or a trusted contributor adds to a
// reviewed map waits, seen by its author and the owner only.
let env: MapsTestEnv;

beforeAll(async () => {
  env = await startMapsTestEnv();
});

afterAll(async () => {
  await env.close();
});

type Listed = {
  id: number;
  name: string;
  awaitingReview?: string;
  publishedAt: string | null;
  createdAt: string;
};
const listOf = async (viewer: Client, mapId: number) =>
  (await viewer.get(`/api/maps/${mapId}/locations`)).body as Listed[];
const namesFor = async (viewer: Client, mapId: number) =>
  (await listOf(viewer, mapId)).map(({ name }) => name);
const reviewedMap = () => ownedMap(env, 'free', { reviewNewLocations: true });

describe('the setting', () => {
  it('is off for a new map, and every map made before it, and the owner turns it on and off', async () => {
    const { owner, map } = await ownedMap(env);
    expect((await owner.get(`/api/maps/${map.permalink}`)).body.reviewNewLocations).toBe(false);
    expect((await env.knex('maps').where({ id: map.id }).first()).review_new_locations).toBe(false);

    const on = await owner.put(`/api/maps/${map.id}`, { name: 'Shared map', reviewNewLocations: true });
    expect([on.status, on.body.reviewNewLocations]).toEqual([200, true]);
    const kept = await owner.put(`/api/maps/${map.id}`, { name: 'Renamed' });
    expect(kept.body.reviewNewLocations).toBe(true);
    const wrong = await owner.put(`/api/maps/${map.id}`, { name: 'Again', reviewNewLocations: 'yes' });
    expect([wrong.status, wrong.text]).toEqual([400, messages.invalidRequest]);
    expect((await owner.get(`/api/maps/${map.permalink}`)).body).toMatchObject({
      name: 'Renamed',
      reviewNewLocations: true,
    });
    const updated = (await env
      .knex('outbox')
      .where({ type: 'maps.map.updated.v1', aggregate_id: String(map.id) })
      .orderBy('sequence')
      .pluck('payload')) as { map: { reviewNewLocations: boolean } }[];
    expect(updated.at(-1)?.map.reviewNewLocations).toBe(true);
  });

  it('publishes at once while off: publishedAt is createdAt and nothing is marked', async () => {
    const { owner, map } = await ownedMap(env);
    const location = await added(client(env.app), map.id);
    const [listed] = await listOf(owner, map.id);
    expect(listed).toMatchObject({ id: location.id, publishedAt: listed!.createdAt });
    expect(listed).not.toHaveProperty('awaitingReview');
  });
});

describe('a location awaiting review', () => {
  it("is shown to its author and the owner, marked, and to nobody else: not in another's list, export or dashboard count", async () => {
    const { owner, map } = await reviewedMap();
    const author = client(env.app);
    const other = client(env.app);
    // Another viewer reads the list first, so the shared per-map cache holds it.
    expect(await namesFor(other, map.id)).toEqual([]);
    const res = await author.post(`/api/maps/${map.id}/locations`, locationBody({ name: 'Waiting' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Waiting',
      awaitingReview: 'location',
      publishedAt: null,
      isOwn: true,
    });
    expect((await storedRow(env, res.body.id))?.state).toBe('pending');

    for (const viewer of [author, owner]) {
      expect(await listOf(viewer, map.id)).toEqual([
        expect.objectContaining({ id: res.body.id, awaitingReview: 'location', publishedAt: null }),
      ]);
    }
    expect(await namesFor(other, map.id)).toEqual([]);
    expect(await namesFor(client(env.app, newUserId()), map.id)).toEqual([]);
    expect((await downloadExport(other, map.id, 'csv')).text).not.toContain('Waiting');
    expect((await downloadExport(owner, map.id, 'geojson')).text).not.toContain('Waiting');
    const dashboard = (await owner.get('/api/maps/user')).body as { id: number; locationCount: number }[];
    expect(dashboard.find(({ id }) => id === map.id)?.locationCount).toBe(0);
  });

  it("is in its author's and the owner's \"Download my data\", and nobody else's", async () => {
    const { owner, map } = await reviewedMap();
    const author = client(env.app, newUserId());
    await added(author, map.id, { name: 'Waiting in a download' });
    const someoneElse = client(env.app, newUserId());
    await added(someoneElse, map.id, { name: 'Their own' });

    const downloadOf = async (who: Client) => JSON.stringify((await who.get('/api/maps/user/export')).body);
    expect(await downloadOf(author)).toContain('Waiting in a download');
    expect(await downloadOf(owner)).toContain('Waiting in a download');
    expect(await downloadOf(someoneElse)).not.toContain('Waiting in a download');
  });

  it('puts what awaits review first, then the published locations newest first by publishedAt', async () => {
    const { owner, map } = await reviewedMap();
    await added(owner, map.id, { name: 'Published first' });
    await added(owner, map.id, { name: 'Published second' });
    const author = client(env.app);
    await added(author, map.id, { name: 'Waiting' });
    expect(await namesFor(author, map.id)).toEqual(['Waiting', 'Published second', 'Published first']);
    expect(await namesFor(client(env.app), map.id)).toEqual(['Published second', 'Published first']);
  });

  it('waits when a signed-in user adds it, but not when the owner or a trusted contributor does', async () => {
    const { owner, map } = await reviewedMap();
    const member = client(env.app, newUserId());
    const fromMember = await added(member, map.id, { name: 'From a member' });
    expect((await storedRow(env, fromMember.id))?.state).toBe('pending');
    const fromOwner = await added(owner, map.id, { name: 'From the owner' });
    expect((await storedRow(env, fromOwner.id))?.state).toBe('published');

    const trusted = client(env.app);
    const first = await added(trusted, map.id, { name: 'Before trust' });
    const identity = (await storedRow(env, first.id))!.contributor_id;
    await env.knex('contributors').where({ id: identity }).update({ trusted_at: new Date() });
    const afterTrust = await added(trusted, map.id, { name: 'After trust' });
    expect((await storedRow(env, afterTrust.id))?.state).toBe('published');
    expect(await namesFor(client(env.app), map.id)).toEqual(['After trust', 'From the owner']);
  });

  it('lets its author edit it, still awaiting review, and delete it; nobody else', async () => {
    const { map } = await reviewedMap();
    const author = client(env.app);
    const location = await added(author, map.id, { name: 'Draft' });
    const edit = await author.put(
      `/api/maps/${map.id}/locations/${location.id}`,
      locationBody({ name: 'Better' }),
    );
    expect(edit.body).toMatchObject({ name: 'Better', awaitingReview: 'location' });
    const stranger = client(env.app);
    const strangerEdit = await stranger.put(`/api/maps/${map.id}/locations/${location.id}`, locationBody());
    expect(strangerEdit.status).toBe(403);
    expect((await author.delete(`/api/maps/${map.id}/locations/${location.id}`)).status).toBe(200);
    expect(await namesFor(author, map.id)).toEqual([]);
  });

  it('is announced to the owner and the author only, marked, and its edit likewise', async () => {
    const { map } = await reviewedMap();
    const author = client(env.app);
    const location = await added(author, map.id, { name: 'Quiet' });
    await author.put(`/api/maps/${map.id}/locations/${location.id}`, locationBody({ name: 'Still quiet' }));
    const events = (await env
      .knex('outbox')
      .where({ aggregate_id: String(map.id) })
      .whereLike('type', 'maps.location.%')
      .orderBy('sequence')
      .select('type', 'payload')) as {
      type: string;
      payload: { audience: string; location: { awaitingReview?: string; publishedAt: string | null } };
    }[];
    expect(
      events.map(({ type, payload }) => [
        type,
        payload.audience,
        payload.location.awaitingReview,
        payload.location.publishedAt,
      ]),
    ).toEqual([
      ['maps.location.created.v1', 'owner-and-author', 'location', null],
      ['maps.location.updated.v1', 'owner-and-author', 'location', null],
    ]);
  });
});

describe('limits', () => {
  it('refuses an 11th location awaiting review from one contributor, counting neither deleted rows nor others', async () => {
    const { map } = await reviewedMap();
    const flooder = client(env.app);
    const ids: number[] = [];
    for (let index = 0; index < 10; index += 1)
      ids.push((await added(flooder, map.id, { name: `Wave ${index}` })).id);
    const eleventh = await flooder.post(`/api/maps/${map.id}/locations`, locationBody());
    expect([eleventh.status, eleventh.text, eleventh.headers['x-error-code']]).toEqual([
      403,
      messages.reviewQueueFull,
      'review_queue_full',
    ]);
    expect((await listOf(flooder, map.id)).length).toBe(10);
    // Someone else still may; and a delete makes room.
    await added(client(env.app), map.id);
    await flooder.delete(`/api/maps/${map.id}/locations/${ids[0]}`);
    expect((await flooder.post(`/api/maps/${map.id}/locations`, locationBody())).status).toBe(201);
  });

  it("counts what awaits review toward the map's limit, so a flood cannot pass it", async () => {
    const { map } = await reviewedMap();
    await insertLocations(env, map.id, 99);
    await added(client(env.app), map.id, { name: 'The hundredth, waiting' });
    const full = await client(env.app).post(`/api/maps/${map.id}/locations`, locationBody());
    expect(full.status).toBe(403);
    expect(full.text).toBe(messages.locationLimitReached.replace('{n}', '100'));
  });
});

it('does not apply to a map without an owner, such as the demo map', async () => {
  const ownerless = await insertOwnerlessMapOnce(env.knex, uniquePermalink('ownerless'), {
    name: 'Nobody owns this',
    description: null,
    customFields: [],
  });
  await env.knex('maps').where({ id: ownerless!.id }).update({ review_new_locations: true });
  const location = await added(client(env.app), ownerless!.id);
  expect((await storedRow(env, location.id))?.state).toBe('published');
});
