import { client, newUserId, startMapsTestEnv, type MapsTestEnv } from '../support/maps-test-env';
import { added, insertLocations, locationBody, ownedMap } from './location-fixtures';

// Big maps revalidate cheaply: private, no-cache, an ETag over the map's sequence and the viewer's rights.
let env: MapsTestEnv;

beforeAll(async () => {
  env = await startMapsTestEnv();
});

afterAll(async () => {
  await env.close();
});

const sequenceOf = (res: { headers: Record<string, string> }) => Number(res.headers['x-map-sequence']);

it('answers 304 to a current If-None-Match, and a new list with a higher sequence after each change', async () => {
  const { owner, map } = await ownedMap(env, 'pro', { customFields: ['Phone'] });
  const visitor = client(env.app);
  const first = await visitor.get(`/api/maps/${map.id}/locations`);
  expect(first.status).toBe(200);
  expect(first.headers['cache-control']).toBe('private, no-cache');
  expect(first.headers['x-map-epoch']).toMatch(/^[0-9a-f-]{36}$/);
  const etag = first.headers.etag!;
  expect(etag).toMatch(/^"[\w-]+"$/);

  const again = await visitor.get(`/api/maps/${map.id}/locations`).set('If-None-Match', etag);
  expect(again.status).toBe(304);
  expect(again.text).toBe('');

  const steps = [
    () => added(visitor, map.id),
    () => owner.put(`/api/maps/${map.id}`, { name: 'Shared map', customFields: ['Phone', 'Email'] }),
  ];
  let previous = { etag, sequence: sequenceOf(first) };
  for (const step of steps) {
    await step();
    const next = await visitor.get(`/api/maps/${map.id}/locations`).set('If-None-Match', previous.etag);
    expect(next.status).toBe(200);
    expect(sequenceOf(next)).toBeGreaterThan(previous.sequence);
    expect(next.headers.etag).not.toBe(previous.etag);
    previous = { etag: next.headers.etag!, sequence: sequenceOf(next) };
  }
});

it("gives each viewer's rights their own validator", async () => {
  const { owner, map } = await ownedMap(env);
  await added(client(env.app), map.id);
  const tags = await Promise.all(
    [owner, client(env.app), client(env.app, newUserId())].map(
      async (viewer) => (await viewer.get(`/api/maps/${map.id}/locations`)).headers.etag,
    ),
  );
  expect(new Set(tags).size).toBe(3);
  const stranger = client(env.app);
  const ownersTag = tags[0]!;
  expect((await stranger.get(`/api/maps/${map.id}/locations`).set('If-None-Match', ownersTag)).status).toBe(
    200,
  );
});

it('compresses a big list for a client that accepts gzip', async () => {
  const { owner, map } = await ownedMap(env, 'business');
  await insertLocations(env, map.id, 2000);
  const res = await owner.get(`/api/maps/${map.id}/locations`).set('Accept-Encoding', 'gzip');
  expect(res.status).toBe(200);
  expect(res.headers['content-encoding']).toBe('gzip');
  expect(res.body).toHaveLength(2000);
});

it("reads only the map's rows, through an index, as the list query runs", async () => {
  const { map } = await ownedMap(env, 'business');
  await insertLocations(env, map.id, 500);
  await env.knex.raw('analyze locations');
  const plan = await env.knex.raw<{ rows: { 'QUERY PLAN': string }[] }>(
    "explain select * from locations where map_id = ? and state = 'published' order by published_at desc, id desc",
    [map.id],
  );
  const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
  // An index of the map's rows: the one ordered by publishedAt, or (for a few hundred rows, which
  // the planner may sort itself) the partial one of its undeleted rows.
  expect(text).toMatch(/Index (Only )?Scan( Backward)? using locations_map_(published|counted)_index/);
  expect(text).toContain(`Index Cond: (map_id = ${map.id})`);
  // Only this map's rows are visited (the planner may still sort them itself when they are few).
  expect(text).not.toContain('Seq Scan');
});

it('writes one event per change through the outbox, numbered per map', async () => {
  const { map } = await ownedMap(env);
  const visitor = client(env.app);
  const location = await added(visitor, map.id);
  await visitor
    .put(`/api/maps/${map.id}/locations/${location.id}`, locationBody({ name: 'Renamed' }))
    .expect(200);
  await visitor.delete(`/api/maps/${map.id}/locations/${location.id}`).expect(200);
  const events = (await env
    .knex('outbox')
    .where({ aggregate_id: String(map.id) })
    .orderBy('sequence')
    .select('type', 'sequence', 'payload')) as {
    type: string;
    sequence: string;
    payload: { location?: object };
  }[];
  expect(events.map((e) => [e.type, Number(e.sequence)])).toEqual([
    ['maps.map.created.v1', 1],
    ['maps.location.created.v1', 2],
    ['maps.location.updated.v1', 3],
    ['maps.location.deleted.v1', 4],
  ]);
  expect(events[1]!.payload.location).toMatchObject({ creatorSessionId: visitor.sessionId, userId: null });
  const list = await visitor.get(`/api/maps/${map.id}/locations`);
  expect(sequenceOf(list)).toBe(4);
});

it('serialises every location in the database exactly as the single-location answers do', async () => {
  const { owner, map } = await ownedMap(env, 'pro', { customFields: ['Phone', 'Opening hours', 'Notes'] });
  const visitor = client(env.app);
  const answers = [
    await added(visitor, map.id, {
      name: 'Café "Zoë" & <Sons> \\ 東京',
      address: 'Line one\u2028line two',
      latitude: -33.123456789,
      longitude: 151.000001,
      region: '',
      customData: { Phone: '+44 1', 'Opening hours': 'Mo–Fr 9–5' },
    }),
    await added(owner, map.id, { latitude: 0, longitude: -0.5, customData: { Notes: 'x'.repeat(2000) } }),
  ];
  const list = await visitor.get(`/api/maps/${map.id}/locations`);
  const byId = new Map((list.body as { id: number }[]).map((location) => [location.id, location]));
  // The same fields and values as each author was answered (the flags are the list viewer's).
  const withoutFlags = ({ isOwn: _o, canEdit: _e, canDelete: _d, ...fields }: Record<string, unknown>) =>
    fields;
  for (const answer of answers) {
    expect(withoutFlags(byId.get(answer.id) as Record<string, unknown>)).toEqual(withoutFlags(answer));
  }
  // The visitor's location is theirs; the owner's is not.
  expect(byId.get(answers[0]!.id)).toMatchObject({ isOwn: true, canEdit: true, canDelete: true });
  expect(byId.get(answers[1]!.id)).toMatchObject({ isOwn: false, canEdit: false, canDelete: false });
  // A viewer with no rights gets the shared body, which Postgres writes as one string: the same
  // locations in the same order, every flag false.
  const stranger = await client(env.app).get(`/api/maps/${map.id}/locations`);
  const noRights = { isOwn: false, canEdit: false, canDelete: false };
  expect(stranger.body).toEqual((list.body as object[]).map((location) => ({ ...location, ...noRights })));
});
