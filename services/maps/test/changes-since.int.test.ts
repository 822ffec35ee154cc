import {
  mapChangesSinceReplySchema,
  type MapChange,
  type MapChangesSinceReply,
  type MapChangesSinceRequest,
} from '@groupmap/contracts';
import { OUTBOX_TABLE, requestRpc, type RpcResponder } from '@groupmap/svc-kit';
import { randomBytes } from 'node:crypto';
import { startChangesSinceResponder } from '../src/rpc/changes-since';
import { added, locationBody, ownedMap } from './locations/location-fixtures';
import { client, startMapsTestEnv, type MapsTestEnv } from './support/maps-test-env';
import { REMOVED_TEXT, removedTextScenario } from './support/removed-text-scenario';

// `maps.changes.since` answers what a rejoining live-channel socket missed, as the map stands now
// (issue 21: never as it was). A prefix of its own, so no other suite's responder answers.
const prefix = `${process.env.EVENTS_PREFIX ?? ''}since${randomBytes(4).toString('hex')}`;
let env: MapsTestEnv;
let responder: RpcResponder;

beforeAll(async () => {
  env = await startMapsTestEnv();
  // A small budget, so that a few locations already fill an answer.
  responder = await startChangesSinceResponder({
    nc: env.nc,
    knex: env.knex,
    prefix,
    logger: env.logger,
    budgetBytes: 800,
  });
});

afterAll(async () => {
  await responder.stop();
  await env.close();
});

const VIEWER = { userId: null, sessionId: 'viewer-session' };

const since = (mapId: number, from: number, options: Partial<MapChangesSinceRequest> = {}) =>
  requestRpc({
    nc: env.nc,
    prefix,
    name: 'maps.changes.since',
    body: {
      mapId,
      since: from,
      after: from,
      limit: 100,
      maxAgeMs: 600_000,
      maxGap: 1_000,
      viewer: VIEWER,
      ...options,
    },
    reply: mapChangesSinceReplySchema,
  });

/** Every change after `from`, asked page by page as realtime does; with the last answer. */
async function allSince(mapId: number, from: number, options: Partial<MapChangesSinceRequest> = {}) {
  const changes: MapChange[] = [];
  for (let page = 0; page < 50; page += 1) {
    const reply = await since(mapId, from, { ...options, after: changes.at(-1)?.seq ?? from });
    changes.push(...reply.changes);
    if (reply.complete || reply.refetch) return { ...reply, changes } satisfies MapChangesSinceReply;
  }
  throw new Error('no complete answer in 50 pages');
}

/** A map with `count` locations added through the API: its created event, then one per location. */
async function mapWithLocations(count: number) {
  const { owner, map } = await ownedMap(env);
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1)
    ids.push((await added(owner, map.id, { name: `Place ${index}` })).id);
  return { owner, map, ids };
}

const summary = (changes: MapChange[]) =>
  changes.map((change) => {
    if (change.kind === 'location')
      return [change.seq, change.created ? 'new' : 'update', change.location.name];
    if (change.kind === 'locationGone') return [change.seq, 'gone', change.locationId];
    return [change.seq, change.kind];
  });

describe('what a rejoining socket is sent', () => {
  it('is the map as it stands now, from the start and from every point of its history', async () => {
    const { map, home, rude } = await removedTextScenario(env);

    const everything = await allSince(map.id, 0);
    expect(everything).toMatchObject({ refetch: false, complete: true, latest: 9 });
    // seq 1 created the map; 2-3 the home (added, deleted); 4-5 the bakery; 6 the library; 7 the
    // fields; 8-9 the rude pin (added, taken down). Gone within the gap, the home and the pin are
    // left out: the socket never had them.
    expect(summary(everything.changes)).toEqual([
      [5, 'new', 'Bakery'],
      [6, 'new', 'Library'],
      [7, 'map'],
    ]);
    const library6 = everything.changes[1] as Extract<MapChange, { kind: 'location' }>;
    expect(library6.location.customData).toEqual({ Notes: 'Open late' });
    expect(everything.changes[2]).toMatchObject({ kind: 'map', map: { customFields: ['Notes'] } });

    for (let from = 0; from < 9; from += 1) {
      const text = JSON.stringify(await allSince(map.id, from));
      for (const removed of REMOVED_TEXT)
        expect({ from, leaked: text.includes(removed) }).toEqual({ from, leaked: false });
    }
    // A socket that had the home and the pin is told they are gone, by id only.
    expect(summary((await allSince(map.id, 2)).changes)).toContainEqual([3, 'gone', home.id]);
    expect(summary((await allSince(map.id, 8)).changes)).toEqual([[9, 'gone', rude.id]]);
    // One that had the bakery's old notes gets it as it is now, as an update.
    const fromFour = await allSince(map.id, 4);
    expect(summary(fromFour.changes)[0]).toEqual([5, 'update', 'Bakery']);
    expect(fromFour.changes[0]).toMatchObject({ location: { customData: { Notes: 'Fresh bread' } } });
  });

  it('gives each location once, at its latest change, in the order of those changes', async () => {
    const { owner, map, ids } = await mapWithLocations(3);
    const body = { address: 'x', latitude: 1, longitude: 2, region: '', country: '', customData: {} };
    expect(
      (await owner.put(`/api/maps/${map.id}/locations/${ids[0]}`, { ...body, name: 'First, renamed' }))
        .status,
    ).toBe(200);
    const reply = await allSince(map.id, 1);
    expect(summary(reply.changes)).toEqual([
      [3, 'new', 'Place 1'],
      [4, 'new', 'Place 2'],
      [5, 'new', 'First, renamed'],
    ]);
    const [{ epoch }] = (await env.knex('sequence_epoch').select('epoch')) as [{ epoch: string }];
    expect(reply).toMatchObject({ epoch, latest: 5, passwordVersion: expect.any(Number) });
    expect(await since(map.id, 5)).toMatchObject({ latest: 5, refetch: false, changes: [], complete: true });
  });

  it('pages by limit and by size, saying when more follow', async () => {
    const { map } = await mapWithLocations(6);
    const limited = await since(map.id, 0, { limit: 2 });
    expect(limited.changes.map((change) => change.seq)).toEqual([2, 3]);
    expect(limited.complete).toBe(false);
    // The 800-byte budget holds fewer than the five locations after 2, but never none.
    const sized = await since(map.id, 0, { after: 2 });
    expect(sized.changes.length).toBeGreaterThan(0);
    expect(sized.changes.length).toBeLessThan(5);
    expect(JSON.stringify(sized.changes).length).toBeLessThan(1_200);
    expect(sized.complete).toBe(false);
    expect((await allSince(map.id, 0)).changes.map((change) => change.seq)).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it('tells of the map’s deletion', async () => {
    const { owner, map } = await mapWithLocations(1);
    expect((await owner.delete(`/api/maps/${map.id}`)).status).toBe(200);
    const reply = await allSince(map.id, 2);
    expect(reply.changes).toEqual([{ kind: 'mapDeleted', seq: 3, mapId: map.id, permalink: map.permalink }]);
  });
});

describe('a location awaiting review (issue 24)', () => {
  it('is sent to its author and the owner, marked, and to no other viewer, nor its edit', async () => {
    const { owner, map } = await ownedMap(env, 'free', { reviewNewLocations: true });
    const author = client(env.app);
    await added(owner, map.id, { name: 'Published' });
    const waiting = await added(author, map.id, { name: 'Waiting' });
    await author.put(
      `/api/maps/${map.id}/locations/${waiting.id}`,
      locationBody({ name: 'Waiting, edited' }),
    );

    const forOther = await allSince(map.id, 1);
    expect(summary(forOther.changes)).toEqual([[2, 'new', 'Published']]);
    expect(JSON.stringify(forOther)).not.toContain('Waiting');
    // A viewer who somehow had it is told only that it is gone (never its text).
    expect(summary((await allSince(map.id, 3)).changes)).toEqual([[4, 'gone', waiting.id]]);

    for (const viewer of [
      { userId: null, sessionId: author.sessionId },
      { userId: owner.userId, sessionId: 'owner-elsewhere' },
    ]) {
      const reply = await allSince(map.id, 1, { viewer });
      expect(summary(reply.changes)).toEqual([
        [2, 'new', 'Published'],
        [4, 'new', 'Waiting, edited'],
      ]);
      expect(reply.changes[1]).toMatchObject({ location: { awaitingReview: 'location', publishedAt: null } });
    }
  });
});

describe('a crowd rejoining together (issue 29)', () => {
  /** The queries run while `run` runs. */
  async function countQueries<T>(run: () => Promise<T>): Promise<[T, number]> {
    let queries = 0;
    const count = () => (queries += 1);
    env.knex.on('query', count);
    try {
      return [await run(), queries];
    } finally {
      env.knex.off('query', count);
    }
  }

  // A responder with the default budget, so that each answer is one page.
  const wholePages = `${prefix}whole`;
  let wholePageResponder: RpcResponder;
  beforeAll(async () => {
    wholePageResponder = await startChangesSinceResponder({
      nc: env.nc,
      knex: env.knex,
      prefix: wholePages,
      logger: env.logger,
    });
  });
  afterAll(() => wholePageResponder.stop());

  const askWholePage = (mapId: number, from: number, viewer: MapChangesSinceRequest['viewer']) =>
    requestRpc({
      nc: env.nc,
      prefix: wholePages,
      name: 'maps.changes.since',
      body: { mapId, since: from, after: from, limit: 100, maxAgeMs: 600_000, maxGap: 1_000, viewer },
      reply: mapChangesSinceReplySchema,
    });

  it('gets each viewer its own answer from one read of the map', async () => {
    const { owner, map } = await ownedMap(env, 'free', { reviewNewLocations: true });
    const author = client(env.app);
    const stall = await added(author, map.id, { name: 'Stall' });
    await owner.post(`/api/maps/${map.id}/review/approve`, { ids: [`location:${stall.id}`] });
    await added(author, map.id, { name: 'Waiting' });
    // An edit of the published stall, awaiting review: only its author and the owner see it.
    await author.put(`/api/maps/${map.id}/locations/${stall.id}`, locationBody({ name: 'Stall, edited' }));
    await added(owner, map.id, { name: 'Fountain' });

    // 1 created the map; 2 the stall, 3 its approval; 4 the waiting one; 5 the stall's edit; 6 the fountain.
    const viewers = {
      stranger: { userId: null, sessionId: 'stranger-session' },
      author: { userId: null, sessionId: author.sessionId },
      owner: { userId: owner.userId, sessionId: 'owner-elsewhere' },
    };
    const seen = {
      stranger: [
        [5, 'new', 'Stall'],
        [6, 'new', 'Fountain'],
      ],
      author: [
        [4, 'new', 'Waiting'],
        [5, 'new', 'Stall, edited'],
        [6, 'new', 'Fountain'],
      ],
    };
    const crowd = Array.from({ length: 10 }, () => ['stranger', 'author', 'owner'] as const).flat();
    const [answers, queries] = await countQueries(() =>
      Promise.all(crowd.map((who) => askWholePage(map.id, 1, viewers[who]))),
    );
    answers.forEach((answer, index) => {
      const who = crowd[index]!;
      expect(answer).toMatchObject({ refetch: false, complete: true, latest: 6 });
      expect(summary(answer.changes)).toEqual(who === 'stranger' ? seen.stranger : seen.author);
    });
    // One transaction per asker would be about ten queries each: 300.
    expect(queries).toBeLessThan(crowd.length);
  });
});

describe('a location reports hid (issue 25)', () => {
  it('is gone for other viewers who had it, and still there, marked, for its author and the owner', async () => {
    const { owner, map } = await ownedMap(env);
    const author = client(env.app);
    const stall = await added(author, map.id, { name: 'Reported stall' });
    for (let index = 0; index < 3; index += 1) {
      const reporter = client(env.app);
      await reporter.post(`/api/maps/${map.id}/locations/${stall.id}/reports`, { reason: 'spam' });
    }
    expect(JSON.stringify(await allSince(map.id, 1))).not.toContain('Reported stall');
    expect(summary((await allSince(map.id, 1)).changes)).toEqual([]);
    // A viewer who had it (it was published at 2) is told it is gone.
    expect(summary((await allSince(map.id, 2)).changes)).toEqual([[3, 'gone', stall.id]]);
    for (const viewer of [
      { userId: null, sessionId: author.sessionId },
      { userId: owner.userId, sessionId: 'owner-elsewhere' },
    ]) {
      const reply = await allSince(map.id, 1, { viewer });
      expect(summary(reply.changes)).toEqual([[3, 'new', 'Reported stall']]);
      expect(reply.changes[0]).toMatchObject({ location: { hiddenAfterReports: true } });
    }
  });
});

describe('a refetch instead of changes', () => {
  it('once events after the point were pruned', async () => {
    const { map } = await mapWithLocations(3);
    // What the relay's pruning does to rows published more than a week ago.
    await env
      .knex(OUTBOX_TABLE)
      .where({ aggregate_id: String(map.id) })
      .whereIn('sequence', [1, 2])
      .delete();
    expect(await since(map.id, 0)).toMatchObject({ latest: 4, refetch: true, changes: [] });
    expect(await since(map.id, 1)).toMatchObject({ refetch: true, changes: [] });
    // From 2 on nothing is missing.
    const kept = await allSince(map.id, 2);
    expect(kept).toMatchObject({ refetch: false, complete: true });
    expect(kept.changes.map((change) => change.seq)).toEqual([3, 4]);
  });

  it('when the first missed change is older than the window', async () => {
    const { map } = await mapWithLocations(2);
    await env
      .knex(OUTBOX_TABLE)
      .where({ aggregate_id: String(map.id), sequence: 2 })
      .update({ occurred_at: new Date(Date.now() - 11 * 60_000) });
    expect(await since(map.id, 1)).toMatchObject({ refetch: true, changes: [] });
    expect(await since(map.id, 1, { maxAgeMs: 20 * 60_000 })).toMatchObject({ refetch: false });
    expect(await since(map.id, 2)).toMatchObject({ refetch: false, changes: [{ seq: 3 }] });
  });

  it('when more sequences were missed than the cap, or the point is ahead of the map', async () => {
    const { map } = await mapWithLocations(3);
    expect(await since(map.id, 0, { maxGap: 3 })).toMatchObject({ refetch: true });
    expect(await since(map.id, 1, { maxGap: 3 })).toMatchObject({ refetch: false });
    expect(await since(map.id, 9)).toMatchObject({ latest: 4, refetch: true });
  });

  it('when the gap holds an import, whose locations do not travel', async () => {
    const { map } = await mapWithLocations(1);
    await env
      .knex(OUTBOX_TABLE)
      .where({ aggregate_id: String(map.id), sequence: 2 })
      .update({ type: 'maps.locations.imported.v1' });
    expect(await since(map.id, 1)).toMatchObject({ refetch: true });
  });

  it('when the gap holds a removal of all of one contributor’s locations, or a restore (issue 25)', async () => {
    for (const type of ['maps.locations.removed.v1', 'maps.locations.restored.v1']) {
      const { map } = await mapWithLocations(1);
      await env
        .knex(OUTBOX_TABLE)
        .where({ aggregate_id: String(map.id), sequence: 2 })
        .update({ type });
      expect(await since(map.id, 1)).toMatchObject({ refetch: true });
    }
  });
});

it('leaves out parked rows, which never went out live', async () => {
  const { map, ids } = await mapWithLocations(2);
  await env
    .knex(OUTBOX_TABLE)
    .where({ aggregate_id: String(map.id), sequence: 2 })
    .update({ parked_at: new Date() });
  const reply = await allSince(map.id, 1);
  expect(summary(reply.changes)).toEqual([[3, 'new', 'Place 1']]);
  expect(ids).toHaveLength(2);
});

it('answers only where the map stands to a limit of 0', async () => {
  const { map } = await mapWithLocations(2);
  expect(await since(map.id, 0, { limit: 0 })).toMatchObject({
    latest: 3,
    refetch: false,
    changes: [],
    complete: false,
  });
  expect(await since(map.id, 3, { limit: 0 })).toMatchObject({ latest: 3, changes: [], complete: true });
});

it('answers a map without events as standing at 0', async () => {
  expect(await since(2_000_000_000, 0)).toMatchObject({
    latest: 0,
    refetch: false,
    changes: [],
    complete: true,
  });
});
