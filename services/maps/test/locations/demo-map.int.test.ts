import { DEMO_MAP_PERMALINK, messages } from '@groupmap/contracts';
import { seedDemoMap } from '../../src/jobs/seed-demo-map';
import { pruneDemoAdditions } from '../../src/jobs/demo-prune-job';
import {
  client,
  newSessionId,
  newUserId,
  startMapsTestEnv,
  uniqueIp,
  type MapsTestEnv,
} from '../support/maps-test-env';
import { added, insertLocations, locationBody } from './location-fixtures';

// /map/test: seeded on start, no owner, at most 100 locations, visitors' additions gone after 24 hours.
let env: MapsTestEnv;
let demo: { id: number; customFields: string[]; isOwner: boolean };

beforeAll(async () => {
  env = await startMapsTestEnv({ DEMO_ADDITION_SESSION_LIMIT: '5', DEMO_ADDITION_IP_LIMIT: '8' });
  await seedDemoMap(env.knex, env.logger);
  await seedDemoMap(env.knex, env.logger);
  demo = (await client(env.app).get(`/api/maps/${DEMO_MAP_PERMALINK}`)).body;
});

afterAll(async () => {
  await env.close();
});

const HOUR_MS = 60 * 60 * 1000;

it('is seeded once with sample locations and a custom field holding links, owned by nobody', async () => {
  const visitor = client(env.app);
  expect(demo.customFields).toEqual(['Website']);
  expect(demo.isOwner).toBe(false);
  const list = await visitor.get(`/api/maps/${demo.id}/locations`);
  expect(list.body.length).toBeGreaterThanOrEqual(5);
  expect(await env.knex('maps').where({ permalink: DEMO_MAP_PERMALINK }).count({ n: '*' })).toEqual([
    { n: '1' },
  ]);
  for (const location of list.body) {
    expect(location.customData.Website).toMatch(/^https:\/\//);
    expect(location).toMatchObject({ canEdit: false, canDelete: false });
  }
  // Nobody owns it: no account may change or delete it.
  const stranger = client(env.app, newUserId());
  expect((await stranger.put(`/api/maps/${demo.id}`, { name: 'Mine' })).text).toBe(
    messages.onlyOwnerCanChangeMap,
  );
  expect((await stranger.delete(`/api/maps/${demo.id}`)).status).toBe(403);
});

it("removes visitors' additions after 24 hours and keeps the samples and newer additions", async () => {
  const before = (await client(env.app).get(`/api/maps/${demo.id}/locations`)).body.length;
  const visitor = client(env.app);
  const old = await added(visitor, demo.id, { name: 'Yesterday’s' });
  const fresh = await added(visitor, demo.id, { name: 'Today’s' });
  await env
    .knex('locations')
    .where({ id: old.id })
    .update({ created_at: new Date(Date.now() - 25 * HOUR_MS) });

  expect(await pruneDemoAdditions(env.knex, new Date(), 24)).toBe(1);
  const ids = (await client(env.app).get(`/api/maps/${demo.id}/locations`)).body.map(
    (l: { id: number }) => l.id,
  );
  expect(ids).toContain(fresh.id);
  expect(ids).not.toContain(old.id);
  expect(ids).toHaveLength(before + 1);
  const deleted = await env
    .knex('outbox')
    .where({ aggregate_id: String(demo.id), type: 'maps.location.deleted.v1' });
  expect(deleted).toHaveLength(1);
});

const countOnDemo = async () =>
  Number((await env.knex('locations').where({ map_id: demo.id }).count({ n: '*' }))[0]!.n);

const samplesOnDemo = async () =>
  Number(
    (
      await env.knex('locations').where({ map_id: demo.id }).whereNull('creator_session_id').count({ n: '*' })
    )[0]!.n,
  );

describe('additions (issue 21)', () => {
  it('takes at most 5 a day from one session and 8 (50 by default) from one IP', async () => {
    const ip = uniqueIp();
    const first = client(env.app, null, { ip });
    for (let index = 0; index < 5; index += 1) await added(first, demo.id, { name: `Mine ${index}` });
    const sixth = await first.post(`/api/maps/${demo.id}/locations`, locationBody());
    expect(sixth.status).toBe(429);
    expect(sixth.text).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/);
    const second = client(env.app, null, { ip });
    for (let index = 0; index < 3; index += 1) await added(second, demo.id);
    expect((await second.post(`/api/maps/${demo.id}/locations`, locationBody())).status).toBe(429);
    // Signed in counts the same; other maps are not concerned.
    const member = client(env.app, newUserId(), { ip });
    expect((await member.post(`/api/maps/${demo.id}/locations`, locationBody())).status).toBe(429);
  });

  it('makes room when full: the oldest visitor addition goes, announced, and the map stays at 100', async () => {
    const count = await countOnDemo();
    const now = Date.now();
    const fill = Array.from({ length: 100 - count }, (_, index) => ({
      map_id: demo.id,
      name: `Visitor place ${index}`,
      address: 'High Street 1',
      latitude: 51.5,
      longitude: -0.1,
      creator_session_id: newSessionId(),
      created_at: new Date(now - (100 - index) * 60_000),
    }));
    const rows = (await env.knex('locations').insert(fill).returning('id')) as { id: number }[];
    const oldest = rows[0]!.id;
    expect(await countOnDemo()).toBe(100);
    const samplesBefore = await samplesOnDemo();
    expect(samplesBefore).toBeGreaterThanOrEqual(5);

    const res = await client(env.app).post(
      `/api/maps/${demo.id}/locations`,
      locationBody({ name: 'Newest' }),
    );
    expect(res.status).toBe(201);
    expect(await countOnDemo()).toBe(100);
    expect(await env.knex('locations').where({ id: oldest }).first()).toBeUndefined();
    const announced = await env
      .knex('outbox')
      .where({ aggregate_id: String(demo.id), type: 'maps.location.deleted.v1' })
      .whereRaw(`(payload->>'locationId')::int = ?`, [oldest]);
    expect(announced).toHaveLength(1);
    // The samples stay.
    expect(await samplesOnDemo()).toBe(samplesBefore);
  });
});

it('never holds more than 100 locations, refusing when no visitor addition is left to make room', async () => {
  await env.knex('locations').where({ map_id: demo.id }).whereNotNull('creator_session_id').delete();
  const count = await countOnDemo();
  await insertLocations(env, demo.id, 100 - count);
  const res = await client(env.app).post(`/api/maps/${demo.id}/locations`, locationBody());
  expect(res.status).toBe(403);
  expect(res.text).toBe('Location limit reached: This map allows a maximum of 100 locations.');
});
