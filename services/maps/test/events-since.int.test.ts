import { mapEventsSinceReplySchema, parseEventEnvelope, type MapEventsSinceReply } from '@groupmap/contracts';
import { OUTBOX_TABLE, requestRpc, type RpcResponder } from '@groupmap/svc-kit';
import { randomBytes } from 'node:crypto';
import { startEventsSinceResponder } from '../src/rpc/events-since';
import { added, ownedMap } from './locations/location-fixtures';
import { startMapsTestEnv, type MapsTestEnv } from './support/maps-test-env';

// `maps.events.since` answers from the outbox what a rejoining live-channel socket missed. A prefix of
// its own, so no other suite's responder answers (they share the database, not this subject).
const prefix = `${process.env.EVENTS_PREFIX ?? ''}since${randomBytes(4).toString('hex')}`;
let env: MapsTestEnv;
let responder: RpcResponder;

beforeAll(async () => {
  env = await startMapsTestEnv();
  // A small budget, so that a few events already fill an answer.
  responder = await startEventsSinceResponder({
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

const since = (mapId: number, after: number, limit = 100) =>
  requestRpc({
    nc: env.nc,
    prefix,
    name: 'maps.events.since',
    body: { mapId, after, limit },
    reply: mapEventsSinceReplySchema,
  });

/** Every event after `after`, asked page by page as realtime does; with the last answer. */
async function allSince(mapId: number, after: number) {
  const events: MapEventsSinceReply['events'] = [];
  for (let page = 0; page < 20; page += 1) {
    const reply = await since(mapId, events.at(-1)?.sequence ?? after);
    events.push(...reply.events);
    if (reply.complete || reply.pruned) return { ...reply, events };
  }
  throw new Error('no complete answer in 20 pages');
}

/** A map with `count` locations added through the API: its created event, then one per location. */
async function mapWithLocations(count: number) {
  const { owner, map } = await ownedMap(env);
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1)
    ids.push((await added(owner, map.id, { name: `Place ${index}` })).id);
  return { owner, map, ids };
}

it('answers the events after a sequence, in order, as the envelopes that were published', async () => {
  const { owner, map, ids } = await mapWithLocations(3);
  expect((await owner.delete(`/api/maps/${map.id}/locations/${ids[0]}`)).status).toBe(200);
  const [{ epoch }] = (await env.knex('sequence_epoch').select('epoch')) as [{ epoch: string }];

  const reply = await allSince(map.id, 1);
  expect(reply).toMatchObject({ epoch, latest: 5, oldestKept: 1, pruned: false, complete: true });
  expect(reply.events.map(({ sequence, type }) => ({ sequence, type }))).toEqual([
    { sequence: 2, type: 'maps.location.created.v1' },
    { sequence: 3, type: 'maps.location.created.v1' },
    { sequence: 4, type: 'maps.location.created.v1' },
    { sequence: 5, type: 'maps.location.deleted.v1' },
  ]);
  // Each is a valid envelope of its type, naming the map as aggregate.
  const first = parseEventEnvelope(reply.events[0]);
  expect(first).toMatchObject({ aggregateId: String(map.id), type: 'maps.location.created.v1' });
  if (first.type === 'maps.location.created.v1') expect(first.payload.location.id).toBe(ids[0]);
  const [row] = (await env.knex(OUTBOX_TABLE).where({ aggregate_id: String(map.id), sequence: 2 })) as [
    { id: string },
  ];
  expect(first.id).toBe(row.id);

  expect(await since(map.id, 5)).toMatchObject({ latest: 5, pruned: false, events: [], complete: true });
});

it('pages by limit and by size, saying when more follow', async () => {
  const { map } = await mapWithLocations(4);
  const limited = await since(map.id, 0, 2);
  expect(limited.events.map((event) => event.sequence)).toEqual([1, 2]);
  expect(limited.complete).toBe(false);
  // The 800-byte budget holds fewer than the four remaining locations, but never none.
  const sized = await since(map.id, 2, 100);
  expect(sized.events.length).toBeGreaterThan(0);
  expect(sized.events.length).toBeLessThan(3);
  const bytes = sized.events.reduce((sum, event) => sum + JSON.stringify(event.payload).length, 0);
  expect(sized.events.length === 1 || bytes <= 800).toBe(true);
  expect(sized.complete).toBe(false);
  const where = await since(map.id, 0, 0);
  expect(where).toMatchObject({ latest: 5, events: [], complete: false, pruned: false });
});

it('says the gap cannot be filled once events after it were pruned', async () => {
  const { map } = await mapWithLocations(3);
  // What the relay's pruning does to rows published more than a week ago.
  await env
    .knex(OUTBOX_TABLE)
    .where({ aggregate_id: String(map.id) })
    .whereIn('sequence', [1, 2])
    .delete();

  expect(await since(map.id, 0)).toMatchObject({ latest: 4, oldestKept: 3, pruned: true, events: [] });
  expect(await since(map.id, 1)).toMatchObject({ pruned: true, events: [] });
  // From 2 on nothing is missing.
  const kept = await allSince(map.id, 2);
  expect(kept).toMatchObject({ pruned: false, complete: true });
  expect(kept.events.map((event) => event.sequence)).toEqual([3, 4]);
});

it('leaves out parked rows, which never went out live', async () => {
  const { map } = await mapWithLocations(2);
  await env
    .knex(OUTBOX_TABLE)
    .where({ aggregate_id: String(map.id), sequence: 2 })
    .update({ parked_at: new Date() });
  const reply = await allSince(map.id, 0);
  expect(reply.events.map((event) => event.sequence)).toEqual([1, 3]);
  expect(reply.pruned).toBe(false);
});

it('answers a map without events as standing at 0', async () => {
  expect(await since(2_000_000_000, 0)).toMatchObject({
    latest: 0,
    oldestKept: null,
    pruned: false,
    events: [],
    complete: true,
  });
});
