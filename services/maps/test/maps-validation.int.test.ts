import { messages } from '@groupmap/contracts';
import {
  client,
  newUserId,
  startMapsTestEnv,
  uniquePermalink,
  userOn,
  type MapsTestEnv,
} from './support/maps-test-env';

// Creating a map: what the service refuses before any plan rule, with the texts the browser shows.
let env: MapsTestEnv;

beforeAll(async () => {
  env = await startMapsTestEnv();
});

afterAll(async () => {
  await env.close();
});

const newMap = (permalink: string) => ({ name: 'Community gardens', permalink });

it.each([
  ['', messages.permalinkRequired],
  ['Has Spaces', messages.permalinkInvalidCharacters],
  ['under_score', messages.permalinkInvalidCharacters],
  ['a'.repeat(51), messages.permalinkTooLong],
  ['-leading', messages.permalinkHyphenAtEdge],
  ['trailing-', messages.permalinkHyphenAtEdge],
  ['dashboard', messages.permalinkReserved],
  ['user', messages.permalinkReserved],
])('refuses the permalink %j with "%s"', async (permalink, message) => {
  const res = await client(env.app, newUserId()).post('/api/maps', newMap(permalink));
  expect(res.status).toBe(400);
  expect(res.text).toBe(message);
});

it('accepts a permalink of 50 lowercase letters, digits and inner hyphens', async () => {
  const permalink = `a-${'b1'.repeat(24)}`;
  const res = await client(env.app, newUserId()).post('/api/maps', newMap(permalink));
  expect(res.status).toBe(201);
  expect(res.body).toMatchObject({ permalink, isOwner: true, requiresPassword: false });
});

it('refuses a permalink another map already has, with "permalink already exists" in the text', async () => {
  const permalink = uniquePermalink();
  expect((await client(env.app, newUserId()).post('/api/maps', newMap(permalink))).status).toBe(201);
  const res = await client(env.app, newUserId()).post('/api/maps', newMap(permalink));
  expect(res.status).toBe(409);
  expect(res.text).toContain('permalink already exists');
});

it('asks a signed-out visitor to log in before creating a map', async () => {
  const res = await client(env.app).post('/api/maps', newMap(uniquePermalink()));
  expect(res.status).toBe(401);
  expect(res.text).toBe(messages.unauthorized);
});

it('drops empty custom field names and refuses two names with the same key', async () => {
  const pro = await userOn(env, 'pro');
  const kept = await pro.post('/api/maps', {
    ...newMap(uniquePermalink()),
    customFields: ['  ', 'Opening hours', ''],
  });
  expect(kept.status).toBe(201);
  expect(kept.body.customFields).toEqual(['Opening hours']);

  const duplicate = await pro.post('/api/maps', {
    ...newMap(uniquePermalink()),
    customFields: ['Opening hours', 'opening-hours'],
  });
  expect(duplicate.status).toBe(400);
  expect(duplicate.text).toBe(messages.customFieldsDuplicate);
});

it('refuses a protected map without a password', async () => {
  const pro = await userOn(env, 'pro');
  const res = await pro.post('/api/maps', { ...newMap(uniquePermalink()), passwordProtected: true });
  expect(res.status).toBe(400);
  expect(res.text).toBe(messages.mapPasswordRequired);
});

it('ignores a userId in the body: the map belongs to the signed-in user', async () => {
  const owner = client(env.app, newUserId());
  const victim = client(env.app, newUserId());
  const permalink = uniquePermalink();
  const res = await owner.post('/api/maps', {
    ...newMap(permalink),
    userId: victim.userId,
    user_id: victim.userId,
  });
  expect(res.status).toBe(201);
  expect((await owner.get('/api/maps/user')).body.map((map: { permalink: string }) => map.permalink)).toEqual(
    [permalink],
  );
  expect((await victim.get('/api/maps/user')).body).toEqual([]);
});
