import { messages } from '@groupmap/contracts';
import { client, newUserId, startMapsTestEnv, type Client, type MapsTestEnv } from '../support/maps-test-env';
import { added, locationBody, ownedMap, storedRow } from './location-fixtures';

// Issue 24: the owner's review queue, decisions, edits awaiting review and trusted contributors.
let env: MapsTestEnv;

beforeAll(async () => {
  env = await startMapsTestEnv();
});

afterAll(async () => {
  await env.close();
});

type Item = {
  id: string;
  kind: 'location' | 'edit';
  locationId: number;
  name: string;
  address: string;
  customData: Record<string, string>;
  contributor: { id: number; username: string | null; pseudonym: string } | null;
  submittedAt: string;
};
type Listed = { id: number; name: string; awaitingReview?: string };

const queueOf = async (owner: Client, mapId: number) => {
  const res = await owner.get(`/api/maps/${mapId}/review`);
  expect(res.status).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return (res.body as { items: Item[] }).items;
};
const decide = (owner: Client, mapId: number, decision: string, ids: string[]) =>
  owner.post(`/api/maps/${mapId}/review/${decision}`, { ids });
const listOf = async (viewer: Client, mapId: number) =>
  (await viewer.get(`/api/maps/${mapId}/locations`)).body as Listed[];
const outboxOf = async (mapId: number) =>
  (await env
    .knex('outbox')
    .where({ aggregate_id: String(mapId) })
    .whereLike('type', 'maps.location.%')
    .orderBy('sequence')
    .select('type', 'payload')) as {
    type: string;
    payload: { audience?: string; review?: string; location?: { name: string; awaitingReview?: string } };
  }[];
const reviewedMap = () => ownedMap(env, 'pro', { reviewNewLocations: true, customFields: ['Phone'] });

describe('the queue', () => {
  it("lists what awaits review oldest first, with its values and who: a visitor's stable pseudonym or a username", async () => {
    const { owner, map } = await reviewedMap();
    const visitor = client(env.app);
    const memberId = newUserId();
    const member = client(env.app, memberId);
    const first = await added(visitor, map.id, { name: 'First', customData: { Phone: '0117' } });
    const second = await added(member, map.id, { name: 'Second' });
    const third = await added(visitor, map.id, { name: 'Third' });

    const items = await queueOf(owner, map.id);
    expect(items.map(({ id, kind, name }) => [id, kind, name])).toEqual([
      [`location:${first.id}`, 'location', 'First'],
      [`location:${second.id}`, 'location', 'Second'],
      [`location:${third.id}`, 'location', 'Third'],
    ]);
    expect(items[0]).toMatchObject({ address: 'High Street 1, London', customData: { Phone: '0117' } });
    expect(items[0]!.contributor).toEqual({
      id: expect.any(Number),
      username: null,
      pseudonym: expect.stringMatching(/^[0-9A-Z]{6}$/),
    });
    expect(items[2]!.contributor).toEqual(items[0]!.contributor);
    expect(items[1]!.contributor).toMatchObject({ username: `user${memberId}` });
    expect(items[1]!.contributor!.pseudonym).not.toBe(items[0]!.contributor!.pseudonym);
    // Never a session id.
    expect(JSON.stringify(items)).not.toContain(visitor.sessionId);
  });

  it("is the owner's alone, as are the decisions and trust", async () => {
    const { map } = await reviewedMap();
    const waiting = await added(client(env.app), map.id);
    for (const stranger of [client(env.app), client(env.app, newUserId())]) {
      const expected = stranger.userId === null ? 401 : 403;
      expect((await stranger.get(`/api/maps/${map.id}/review`)).status).toBe(expected);
      expect((await decide(stranger, map.id, 'approve', [`location:${waiting.id}`])).status).toBe(expected);
      expect((await stranger.get(`/api/maps/${map.id}/contributors/trusted`)).status).toBe(expected);
      expect((await stranger.put(`/api/maps/${map.id}/contributors/1/trust`, {})).status).toBe(expected);
    }
    expect((await storedRow(env, waiting.id))?.state).toBe('pending');
  });

  it('refuses a decision without ids, or an unknown decision', async () => {
    const { owner, map } = await reviewedMap();
    const empty = await decide(owner, map.id, 'approve', []);
    expect([empty.status, empty.text]).toEqual([400, messages.invalidRequest]);
    expect((await decide(owner, map.id, 'ignore', ['location:1'])).status).toBe(404);
  });
});

describe('deciding on a new location', () => {
  it('publishes what is approved, now newest, announced to all, and deletes what is rejected, telling its author', async () => {
    const { owner, map } = await reviewedMap();
    await added(owner, map.id, { name: 'Published before' });
    const author = client(env.app);
    const good = await added(author, map.id, { name: 'Good' });
    const bad = await added(author, map.id, { name: 'Bad' });

    const approved = await decide(owner, map.id, 'approve', [`location:${good.id}`]);
    expect([approved.status, approved.body]).toEqual([200, { count: 1 }]);
    const rejected = await decide(owner, map.id, 'reject', [`location:${bad.id}`]);
    expect(rejected.body).toEqual({ count: 1 });

    expect((await listOf(client(env.app), map.id)).map(({ name }) => name)).toEqual([
      'Good',
      'Published before',
    ]);
    expect(await listOf(author, map.id)).toEqual([
      expect.not.objectContaining({ awaitingReview: expect.anything() }),
      expect.anything(),
    ]);
    const row = await storedRow(env, good.id);
    expect(row?.state).toBe('published');
    expect((await storedRow(env, bad.id))?.state).toBe('deleted');
    const events = await outboxOf(map.id);
    expect(events.slice(-2).map(({ type, payload }) => [type, payload.audience, payload.review])).toEqual([
      ['maps.location.updated.v1', 'all', 'published'],
      ['maps.location.deleted.v1', undefined, 'rejected'],
    ]);
    // Decided already: nothing more happens, nothing is counted.
    expect(
      (await decide(owner, map.id, 'reject', [`location:${good.id}`, `location:${bad.id}`])).body,
    ).toEqual({
      count: 0,
    });
    expect(await queueOf(owner, map.id)).toEqual([]);
  });

  it('approves all or rejects all of the ids shown, never an item that arrived after', async () => {
    const { owner, map } = await reviewedMap();
    const visitor = client(env.app);
    await added(visitor, map.id, { name: 'One' });
    await added(visitor, map.id, { name: 'Two' });
    const shown = (await queueOf(owner, map.id)).map(({ id }) => id);
    const late = await added(client(env.app), map.id, { name: 'Late' });

    expect((await decide(owner, map.id, 'approve', shown)).body).toEqual({ count: 2 });
    expect((await queueOf(owner, map.id)).map(({ locationId }) => locationId)).toEqual([late.id]);
  });
});

describe('an edit awaiting review', () => {
  async function publishedBy(author: Client) {
    const { owner, map } = await reviewedMap();
    const location = await added(author, map.id, { name: 'Original' });
    await decide(owner, map.id, 'approve', [`location:${location.id}`]);
    return { owner, map, location };
  }

  it('keeps the published version for everyone else; its author and the owner see the edit, marked', async () => {
    const author = client(env.app);
    const { owner, map, location } = await publishedBy(author);
    const edit = await author.put(
      `/api/maps/${map.id}/locations/${location.id}`,
      locationBody({ name: 'Edited' }),
    );
    expect(edit.body).toMatchObject({ name: 'Edited', awaitingReview: 'edit' });
    expect((await storedRow(env, location.id))?.state).toBe('published');

    expect(await listOf(client(env.app), map.id)).toEqual([expect.objectContaining({ name: 'Original' })]);
    expect((await listOf(client(env.app), map.id))[0]).not.toHaveProperty('awaitingReview');
    for (const viewer of [author, owner]) {
      expect(await listOf(viewer, map.id)).toEqual([
        expect.objectContaining({ id: location.id, name: 'Edited', awaitingReview: 'edit' }),
      ]);
    }
    const events = await outboxOf(map.id);
    expect(events.at(-1)).toMatchObject({
      type: 'maps.location.updated.v1',
      payload: { audience: 'owner-and-author', location: { name: 'Edited', awaitingReview: 'edit' } },
    });
    expect(await queueOf(owner, map.id)).toEqual([
      expect.objectContaining({ kind: 'edit', locationId: location.id, name: 'Edited' }),
    ]);
  });

  it("is replaced by a second edit, and the first one's id then decides nothing", async () => {
    const author = client(env.app);
    const { owner, map, location } = await publishedBy(author);
    await author.put(`/api/maps/${map.id}/locations/${location.id}`, locationBody({ name: 'First try' }));
    const [firstItem] = await queueOf(owner, map.id);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await author.put(`/api/maps/${map.id}/locations/${location.id}`, locationBody({ name: 'Second try' }));

    const queue = await queueOf(owner, map.id);
    expect(queue.map(({ name }) => name)).toEqual(['Second try']);
    expect((await decide(owner, map.id, 'approve', [firstItem!.id])).body).toEqual({ count: 0 });
    expect((await decide(owner, map.id, 'approve', [queue[0]!.id])).body).toEqual({ count: 1 });
    expect((await listOf(client(env.app), map.id)).map(({ name }) => name)).toEqual(['Second try']);
    expect((await outboxOf(map.id)).at(-1)?.payload).toMatchObject({
      audience: 'all',
      review: 'editApproved',
    });
  });

  it("is discarded when rejected: the published version stays, and the author's view gets it back", async () => {
    const author = client(env.app);
    const { owner, map, location } = await publishedBy(author);
    await author.put(`/api/maps/${map.id}/locations/${location.id}`, locationBody({ name: 'Vandalised' }));
    const [item] = await queueOf(owner, map.id);
    expect((await decide(owner, map.id, 'reject', [item!.id])).body).toEqual({ count: 1 });

    expect(await listOf(author, map.id)).toEqual([expect.objectContaining({ name: 'Original' })]);
    expect((await listOf(author, map.id))[0]).not.toHaveProperty('awaitingReview');
    expect((await outboxOf(map.id)).at(-1)).toMatchObject({
      type: 'maps.location.updated.v1',
      payload: { audience: 'owner-and-author', review: 'editRejected', location: { name: 'Original' } },
    });
  });

  it('counts toward the ten, a replacement not twice, and goes when its location is deleted', async () => {
    const { owner, map } = await reviewedMap();
    const author = client(env.app);
    const ids: number[] = [];
    for (let index = 0; index < 3; index += 1)
      ids.push((await added(author, map.id, { name: `P${index}` })).id);
    await decide(
      owner,
      map.id,
      'approve',
      ids.map((id) => `location:${id}`),
    );
    for (const id of ids)
      await author.put(`/api/maps/${map.id}/locations/${id}`, locationBody({ name: 'Edit' }));
    await author.put(`/api/maps/${map.id}/locations/${ids[0]}`, locationBody({ name: 'Edit again' }));
    for (let index = 0; index < 7; index += 1) await added(author, map.id, { name: `New ${index}` });

    const eleventh = await author.post(`/api/maps/${map.id}/locations`, locationBody());
    expect([eleventh.status, eleventh.text]).toEqual([403, messages.reviewQueueFull]);
    const editMore = await author.put(
      `/api/maps/${map.id}/locations/${ids[1]}`,
      locationBody({ name: 'Third' }),
    );
    expect(editMore.status).toBe(200);
    await author.delete(`/api/maps/${map.id}/locations/${ids[2]}`);
    expect((await author.post(`/api/maps/${map.id}/locations`, locationBody())).status).toBe(201);
    const dashboard = (await owner.get('/api/maps/user')).body as { id: number; awaitingReview: number }[];
    expect(dashboard.find(({ id }) => id === map.id)?.awaitingReview).toBe(10);
  });
});

describe('trusted contributors', () => {
  it('skip review from the moment they are trusted, until the owner removes them', async () => {
    const { owner, map } = await reviewedMap();
    const helper = client(env.app);
    const before = await added(helper, map.id, { name: 'Before trust' });
    const [item] = await queueOf(owner, map.id);
    const contributorId = item!.contributor!.id;

    expect((await owner.put(`/api/maps/${map.id}/contributors/${contributorId}/trust`, {})).status).toBe(204);
    const trusted = await owner.get(`/api/maps/${map.id}/contributors/trusted`);
    expect(trusted.body).toEqual({
      contributors: [{ ...item!.contributor, trustedAt: expect.any(String) }],
    });
    // What waited before still waits: trust acts on what comes next.
    expect((await storedRow(env, before.id))?.state).toBe('pending');
    const after = await added(helper, map.id, { name: 'After trust' });
    expect((await storedRow(env, after.id))?.state).toBe('published');
    await helper.put(
      `/api/maps/${map.id}/locations/${after.id}`,
      locationBody({ name: 'Edited while trusted' }),
    );
    expect((await listOf(client(env.app), map.id)).map(({ name }) => name)).toEqual(['Edited while trusted']);

    expect((await owner.delete(`/api/maps/${map.id}/contributors/${contributorId}/trust`)).status).toBe(204);
    expect((await owner.get(`/api/maps/${map.id}/contributors/trusted`)).body).toEqual({ contributors: [] });
    const later = await added(helper, map.id, { name: 'After removal' });
    expect((await storedRow(env, later.id))?.state).toBe('pending');
  });

  it('cannot name an identity of another map', async () => {
    const { owner, map } = await reviewedMap();
    const other = await reviewedMap();
    await added(client(env.app), other.map.id);
    const [item] = await queueOf(other.owner, other.map.id);
    const res = await owner.put(`/api/maps/${map.id}/contributors/${item!.contributor!.id}/trust`, {});
    expect(res.status).toBe(404);
  });
});

it('publishes nothing when review is turned off', async () => {
  const { owner, map } = await reviewedMap();
  const waiting = await added(client(env.app), map.id);
  await owner.put(`/api/maps/${map.id}`, { name: 'Shared map', reviewNewLocations: false });
  expect((await storedRow(env, waiting.id))?.state).toBe('pending');
  expect(await listOf(client(env.app), map.id)).toEqual([]);
  expect((await queueOf(owner, map.id)).length).toBe(1);
});
