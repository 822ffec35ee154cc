import { client, startMapsTestEnv, uniqueIp, type MapsTestEnv } from '../support/maps-test-env';
import { added, insertLocations, locationBody, locationCountOn, ownedMap } from './location-fixtures';

// The plan's items per map, and the limits on writes without an account.
let env: MapsTestEnv;

beforeAll(async () => {
  env = await startMapsTestEnv({
    LOCATION_WRITE_SESSION_RATE_LIMIT: '3',
    LOCATION_WRITE_IP_RATE_LIMIT: '5',
  });
});

afterAll(async () => {
  await env.close();
});

const countOn = (mapId: number) => locationCountOn(env, mapId);

it('leaves exactly 100 locations when 50 are added at once to a free map holding 95', async () => {
  const { owner, map } = await ownedMap(env, 'free');
  await insertLocations(env, map.id, 95);
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, index) =>
      owner.post(`/api/maps/${map.id}/locations`, locationBody({ name: `Rush ${index}` })),
    ),
  );
  expect(answers.filter((res) => res.status === 201)).toHaveLength(5);
  const refused = answers.filter((res) => res.status !== 201);
  expect(refused).toHaveLength(45);
  for (const res of refused) {
    expect(res.status).toBe(403);
    expect(res.text).toBe('Location limit reached: This map allows a maximum of 100 locations.');
    expect(res.headers['x-error-code']).toBe('location_limit_reached');
  }
  expect(await countOn(map.id)).toBe(100);
});

it("applies the owner's plan: a pro map takes a 101st location", async () => {
  const { owner, map } = await ownedMap(env, 'pro');
  await insertLocations(env, map.id, 100);
  expect((await owner.post(`/api/maps/${map.id}/locations`, locationBody())).status).toBe(201);
});

it('limits anonymous writes per session, then per IP, with the "Too many attempts" text', async () => {
  const { map } = await ownedMap(env);
  const ip = uniqueIp();
  const first = client(env.app, null, { ip });
  const location = await added(first, map.id);
  await first.put(`/api/maps/${map.id}/locations/${location.id}`, locationBody({ name: 'Two' })).expect(200);
  await first.delete(`/api/maps/${map.id}/locations/${location.id}`).expect(200);
  const overSession = await first.post(`/api/maps/${map.id}/locations`, locationBody());
  expect(overSession.status).toBe(429);
  expect(overSession.text).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/);
  expect(Number(overSession.headers['retry-after'])).toBeGreaterThan(0);

  // A second person behind the same IP still has their own session's allowance, up to the IP's.
  const second = client(env.app, null, { ip });
  await added(second, map.id);
  await added(second, map.id);
  const overIp = await second.post(`/api/maps/${map.id}/locations`, locationBody());
  expect(overIp.status).toBe(429);
  // A signed-in writer behind that IP is counted there too on a map they do not own (issue 21).
  const member = client(env.app, 424242, { ip });
  expect((await member.post(`/api/maps/${map.id}/locations`, locationBody())).status).toBe(429);
  expect(await countOn(map.id)).toBe(2);
});

it('limits signed-in writers on maps they do not own, never owners on their own (issue 21)', async () => {
  const { owner, map } = await ownedMap(env, 'pro');
  const member = client(env.app, 525252);
  for (let index = 0; index < 3; index += 1) await added(member, map.id);
  const over = await member.post(`/api/maps/${map.id}/locations`, locationBody());
  expect(over.status).toBe(429);
  expect(over.text).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/);
  // The owner, on the same map, as often as they like (well past both limits).
  for (let index = 0; index < 8; index += 1) await added(owner, map.id);
  expect(await countOn(map.id)).toBe(11);
});
