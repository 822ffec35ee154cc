import { DEMO_MAP_PERMALINK, messages } from '@groupmap/contracts';
import { seedDemoMap } from '../../src/demo/seed-demo-map';
import { pruneDemoAdditions } from '../../src/jobs/demo-prune-job';
import { client, newUserId, startMapsTestEnv, type MapsTestEnv } from '../support/maps-test-env';
import { added, insertLocations, locationBody } from './location-fixtures';

// /map/test: seeded on start, no owner, at most 100 locations, visitors' additions gone after 24 hours.
let env: MapsTestEnv;
let demo: { id: number; customFields: string[]; isOwner: boolean };

beforeAll(async () => {
  env = await startMapsTestEnv();
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

it('allows at most 100 locations', async () => {
  const count = Number((await env.knex('locations').where({ map_id: demo.id }).count({ n: '*' }))[0]!.n);
  await insertLocations(env, demo.id, 100 - count);
  const res = await client(env.app).post(`/api/maps/${demo.id}/locations`, locationBody());
  expect(res.status).toBe(403);
  expect(res.text).toBe('Location limit reached: This map allows a maximum of 100 locations.');
});
