import { messages } from '@groupmap/contracts';
import {
  client,
  newUserId,
  startMapsTestEnv,
  uniquePermalink,
  userOn,
  type MapsTestEnv,
} from './support/maps-test-env';
import { insertLocations } from './locations/location-fixtures';

// Editing, listing and deleting: only the owner changes a map.
let env: MapsTestEnv;

beforeAll(async () => {
  env = await startMapsTestEnv();
});

afterAll(async () => {
  await env.close();
});

it("refuses another user's edit and deletion with the owner message and leaves the map as it was", async () => {
  const owner = client(env.app, newUserId());
  const { body: map } = await owner.post('/api/maps', { name: 'Mine', permalink: uniquePermalink() });
  const intruder = client(env.app, newUserId());

  const edit = await intruder.put(`/api/maps/${map.id}`, { name: 'Taken over' });
  expect(edit.status).toBe(403);
  expect(edit.text).toBe(messages.onlyOwnerCanChangeMap);
  const removal = await intruder.delete(`/api/maps/${map.id}`);
  expect(removal.status).toBe(403);
  expect(removal.text).toBe(messages.onlyOwnerCanChangeMap);

  const visitorEdit = await client(env.app).put(`/api/maps/${map.id}`, { name: 'Taken over' });
  expect(visitorEdit.status).toBe(401);
  expect((await owner.get(`/api/maps/${map.permalink}`)).body).toMatchObject({ name: 'Mine', isOwner: true });
  expect((await intruder.get(`/api/maps/${map.permalink}`)).body.isOwner).toBe(false);
});

it('lets the owner edit a map: absent fields stay, the permalink and owner cannot be changed', async () => {
  const owner = await userOn(env, 'pro');
  const permalink = uniquePermalink();
  const { body: map } = await owner.post('/api/maps', {
    name: 'Before',
    description: 'Kept',
    permalink,
    customFields: ['Phone'],
  });
  const res = await owner.put(`/api/maps/${map.id}`, {
    name: 'After',
    permalink: 'hijacked',
    userId: newUserId(),
  });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ name: 'After', description: 'Kept', permalink, customFields: ['Phone'] });
  expect((await owner.get('/api/maps/user')).body).toHaveLength(1);
});

it("lists the owner's maps newest first with their location counts and passwords", async () => {
  const owner = await userOn(env, 'pro');
  const { body: first } = await owner.post('/api/maps', { name: 'First', permalink: uniquePermalink() });
  const { body: second } = await owner.post('/api/maps', {
    name: 'Second',
    permalink: uniquePermalink(),
    passwordProtected: true,
    password: 'letmein',
  });
  await insertLocations(env, first.id, 2);

  const { body, headers } = await owner.get('/api/maps/user');
  // It holds map passwords: no browser or proxy may keep a copy.
  expect(headers['cache-control']).toBe('no-store');
  expect(body).toEqual([
    expect.objectContaining({ id: second.id, locationCount: 0, password: 'letmein', isOwner: true }),
    expect.objectContaining({ id: first.id, locationCount: 2, password: null }),
  ]);
});

it('deletes a map with its locations and its logo, and frees its permalink', async () => {
  const owner = await userOn(env, 'pro');
  const logoUrl = await env.logos.issue(owner.userId!);
  const { body: map } = await owner.post('/api/maps', {
    name: 'Gone',
    permalink: uniquePermalink(),
    logoUrl,
  });
  await insertLocations(env, map.id, 3);
  expect(await env.logos.attachedMap(logoUrl)).toBe(map.id);

  const res = await owner.delete(`/api/maps/${map.id}`);
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ id: map.id });
  expect((await owner.get(`/api/maps/${map.permalink}`)).status).toBe(404);
  expect(await env.knex('locations').where({ map_id: map.id }).count({ n: '*' })).toEqual([{ n: '0' }]);
  expect(env.logos.removed()).toContain(logoUrl);
  expect((await owner.post('/api/maps', { name: 'Again', permalink: map.permalink })).status).toBe(201);
});

it('answers 404 for a map that does not exist', async () => {
  const owner = client(env.app, newUserId());
  expect((await owner.get(`/api/maps/${uniquePermalink()}`)).status).toBe(404);
  expect((await owner.put('/api/maps/999999999', { name: 'x' })).status).toBe(404);
  expect((await owner.delete('/api/maps/not-a-number')).status).toBe(404);
});

it('removes the old logo when the owner replaces it, and attaches the new one', async () => {
  const owner = await userOn(env, 'pro');
  const oldLogo = await env.logos.issue(owner.userId!);
  const { body: map } = await owner.post('/api/maps', {
    name: 'Logo',
    permalink: uniquePermalink(),
    logoUrl: oldLogo,
  });
  const newLogo = await env.logos.issue(owner.userId!);

  const res = await owner.put(`/api/maps/${map.id}`, { name: 'Logo', logoUrl: newLogo });
  expect(res.body.logoUrl).toBe(newLogo);
  expect(await env.logos.attachedMap(newLogo)).toBe(map.id);
  expect(env.logos.removed()).toContain(oldLogo);
  expect(env.logos.removed()).not.toContain(newLogo);
});
