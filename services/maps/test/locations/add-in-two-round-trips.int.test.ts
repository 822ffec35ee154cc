import { OUTBOX_SEQUENCES_TABLE, OUTBOX_TABLE } from '@groupmap/svc-kit';
import { insertLocationIfUnchanged, type AddGuard } from '../../src/db/location-insert-statement';
import { findLocation, type StoredLocation } from '../../src/db/location-repository';
import { readMapForAdd } from '../../src/db/map-for-add';
import { findMapById } from '../../src/db/map-repository';
import { locationEvent } from '../../src/domain/location-events';
import { toLocationSnapshot } from '../../src/domain/location-response';
import { client, startMapsTestEnv, type MapsTestEnv } from '../support/maps-test-env';
import { added, insertLocations, locationBody, locationCountOn, ownedMap } from './location-fixtures';

// A returning contributor's add: one read, then one statement that writes while the read holds (issue 27).
let env: MapsTestEnv;

beforeAll(async () => {
  env = await startMapsTestEnv();
});

afterAll(async () => {
  await env.close();
});

/** The SQL `env`'s pool sends while `work` runs. */
async function queriesDuring(work: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const listen = (query: { sql: string }) => sent.push(query.sql);
  env.knex.on('query', listen);
  try {
    await work();
  } finally {
    env.knex.removeListener('query', listen);
  }
  return sent;
}

const eventsOf = async (mapId: number) =>
  (await env
    .knex(OUTBOX_TABLE)
    .where({ aggregate_id: String(mapId), type: 'maps.location.created.v1' })
    .orderBy('sequence')) as { sequence: string; payload: { location: { id: number } } }[];

const lastSequence = async (mapId: number) =>
  Number(
    (
      (await env
        .knex(OUTBOX_SEQUENCES_TABLE)
        .where({ aggregate_id: String(mapId) })
        .first('last')) as { last: string } | undefined
    )?.last ?? 0,
  );

it('takes two round trips, and its event carries the location as it is stored', async () => {
  const { owner, map } = await ownedMap(env, 'pro', { customFields: ['Opening hours'] });
  await added(owner, map.id);
  let body: { id: number } = { id: 0 };
  const sent = await queriesDuring(async () => {
    const res = await owner.post(
      `/api/maps/${map.id}/locations`,
      locationBody({ name: 'Second', customData: { 'Opening hours': '9-5' } }),
    );
    expect(res.status).toBe(201);
    body = res.body as { id: number };
  });
  expect(sent).toHaveLength(2);
  expect(sent.join('\n')).not.toMatch(/^begin/im);

  const stored = (await findLocation(env.knex, map.id, body.id))!;
  const events = await eventsOf(map.id);
  expect(events.map((event) => event.payload.location.id)).toEqual([expect.any(Number), body.id]);
  const storedMap = (await findMapById(env.knex, map.id))!;
  expect(events[1]!.payload.location).toEqual(toLocationSnapshot(stored, storedMap));
  expect(events.map((event) => Number(event.sequence))).toEqual([2, 3]);
});

it('leaves exactly 100 locations when 40 returning adds race for the last 5 places of a free map', async () => {
  const { owner, map } = await ownedMap(env, 'free');
  await added(owner, map.id);
  await insertLocations(env, map.id, 94);
  const before = await lastSequence(map.id);
  const answers = await Promise.all(
    Array.from({ length: 40 }, (_, index) =>
      owner.post(`/api/maps/${map.id}/locations`, locationBody({ name: `Rush ${index}` })),
    ),
  );
  expect(answers.filter((res) => res.status === 201)).toHaveLength(5);
  for (const res of answers.filter((answer) => answer.status !== 201)) {
    expect(res.status).toBe(403);
    expect(res.text).toBe('Location limit reached: This map allows a maximum of 100 locations.');
  }
  expect(await locationCountOn(env, map.id)).toBe(100);
  // One event per location added, numbered on from the map's sequence without a gap, and the
  // locations numbered in the same order: ids are taken under the map row's lock, in commit order.
  const events = (await eventsOf(map.id)).slice(-5);
  expect(events.map((event) => Number(event.sequence))).toEqual([1, 2, 3, 4, 5].map((step) => before + step));
  const ids = events.map((event) => event.payload.location.id);
  expect(ids).toEqual([...ids].sort((a, b) => a - b));
});

it('takes two round trips on a protected map for a session holding a grant, and none once it is gone', async () => {
  const { owner, map } = await ownedMap(env, 'pro', { passwordProtected: true, password: 'secret-garden' });
  const visitor = client(env.app);
  await visitor.post(`/api/maps/${map.id}/verify-password`, { password: 'secret-garden' }).expect(204);
  await added(visitor, map.id);
  const sent = await queriesDuring(() => added(visitor, map.id, { name: 'Again' }));
  expect(sent).toHaveLength(2);

  await owner
    .put(`/api/maps/${map.id}`, { name: 'Shared map', passwordProtected: true, password: 'another-one' })
    .expect(200);
  const refused = await visitor.post(`/api/maps/${map.id}/locations`, locationBody());
  expect(refused.status).toBe(403);
  expect(refused.headers['x-error-code']).toBe('password_required');
  expect(await locationCountOn(env, map.id)).toBe(2);
});

describe('when what the read found no longer holds', () => {
  /** A guard and an add as the read of `mapId` by `author` found them, for the statement. */
  async function readFor(mapId: number, author: { userId: number | null; sessionId: string }) {
    const standing = env
      .knex('contributors')
      .where({ map_id: mapId, session_id: author.sessionId })
      .whereNull('user_id')
      .first('id', 'username', 'trusted_at', 'blocked_at');
    const read = (await readMapForAdd(env.knex, mapId, standing, {
      sessionId: author.sessionId,
      now: new Date(),
    }))!;
    const contributorId = read.standing!.row!.id;
    const guard: AddGuard = {
      mapId,
      shape: read.shape,
      ownerPlan: read.ownerPlan,
      limit: 1000,
      contributor: { id: contributorId, trusted: false },
      grant: null,
    };
    const location = {
      mapId,
      userId: null,
      creatorSessionId: author.sessionId,
      contributorId,
      name: 'Late',
      address: 'High Street 1',
      latitude: 51.5,
      longitude: -0.1,
      region: '',
      country: '',
      customData: {},
    };
    const placeholder: StoredLocation = {
      ...location,
      id: 1,
      state: 'published',
      createdAt: new Date(0),
      publishedAt: new Date(0),
      reportsKeptAt: null,
      editedByContributorId: null,
      editedAt: null,
    };
    const write = () =>
      insertLocationIfUnchanged(
        env.knex,
        guard,
        location,
        locationEvent('maps.location.created.v1', read.map, placeholder),
      );
    return { guard, location, contributorId, write };
  }

  /** Map `mapId`'s locations, events and sequence, to show a refused statement wrote none of them. */
  const traceOf = async (mapId: number) => ({
    locations: await locationCountOn(env, mapId),
    events: (await eventsOf(mapId)).length,
    sequence: await lastSequence(mapId),
  });

  it('writes nothing, not even a sequence number, after the owner changed the map', async () => {
    const { owner, map } = await ownedMap(env, 'pro');
    const visitor = client(env.app);
    await added(visitor, map.id);
    const { write } = await readFor(map.id, visitor);
    await owner.put(`/api/maps/${map.id}`, { name: 'Renamed', customFields: [] }).expect(200);
    const before = await traceOf(map.id);
    expect(await write()).toBeUndefined();
    expect(await traceOf(map.id)).toEqual(before);
  });

  it('writes nothing after the owner blocked the contributor, or at the limit', async () => {
    const { owner, map } = await ownedMap(env, 'pro');
    const visitor = client(env.app);
    await added(visitor, map.id);
    const blocked = await readFor(map.id, visitor);
    await owner.put(`/api/maps/${map.id}/contributors/${blocked.contributorId}/block`, {}).expect(204);
    const before = await traceOf(map.id);
    expect(await blocked.write()).toBeUndefined();
    expect(await traceOf(map.id)).toEqual(before);

    const full = await readFor(map.id, visitor);
    full.guard.limit = 1;
    full.guard.contributor.trusted = false;
    await owner.delete(`/api/maps/${map.id}/contributors/${blocked.contributorId}/block`).expect(204);
    expect(await full.write()).toBeUndefined();
    full.guard.limit = 2;
    const written = (await full.write())!;
    expect(written).toMatchObject({ name: 'Late', contributorId: full.contributorId, state: 'published' });
    // The event names the row the statement wrote: its id and its times, not the placeholders.
    const [last] = (await eventsOf(map.id)).slice(-1);
    expect(last!.payload.location).toEqual(
      toLocationSnapshot(written, (await findMapById(env.knex, map.id))!),
    );
    expect(await traceOf(map.id)).toEqual({
      locations: before.locations + 1,
      events: before.events + 1,
      sequence: before.sequence + 1,
    });
  });

  it('says why through the transaction: a blocked contributor is refused in the spec’s words', async () => {
    const { owner, map } = await ownedMap(env, 'pro');
    const visitor = client(env.app);
    await added(visitor, map.id);
    const { contributorId } = await readFor(map.id, visitor);
    await owner.put(`/api/maps/${map.id}/contributors/${contributorId}/block`, {}).expect(204);
    const refused = await visitor.post(`/api/maps/${map.id}/locations`, locationBody());
    expect(refused.status).toBe(403);
    expect(refused.text).toBe('You can no longer add locations to this map.');
  });
});
