import { messages } from '@groupmap/contracts';
import { insertOwnerlessMapOnce } from '../../src/db/map-repository';
import {
  client,
  newUserId,
  startMapsTestEnv,
  uniquePermalink,
  type MapsTestEnv,
} from '../support/maps-test-env';
import { added, locationBody, locationCountOn, ownedMap } from './location-fixtures';

// Issue 24, "Who may add": the owner's choice, enforced by maps on every add.
let env: MapsTestEnv;

beforeAll(async () => {
  env = await startMapsTestEnv();
});

afterAll(async () => {
  await env.close();
});

const countOn = (mapId: number) => locationCountOn(env, mapId);

const updatedEvents = (mapId: number) =>
  env
    .knex('outbox')
    .where({ type: 'maps.map.updated.v1', aggregate_id: String(mapId) })
    .orderBy('sequence')
    .select('payload');

it('opens a new map, and every map made before the setting, to anyone with the link', async () => {
  const { owner, map } = await ownedMap(env);
  expect((await owner.get(`/api/maps/${map.permalink}`)).body.whoCanAdd).toBe('anyone');
  await added(client(env.app), map.id);
  // A map row written without the column (as every map before the migration) reads as 'anyone'.
  expect((await env.knex('maps').where({ id: map.id }).first()).who_can_add).toBe('anyone');
});

it('asks a visitor to sign in on a signed-in-only map, and lets signed-in users and the owner add', async () => {
  const { owner, map } = await ownedMap(env, 'free', { whoCanAdd: 'signed-in' });
  const visitor = client(env.app);
  expect((await visitor.get(`/api/maps/${map.permalink}`)).body.whoCanAdd).toBe('signed-in');
  const refused = await visitor.post(`/api/maps/${map.id}/locations`, locationBody());
  expect([refused.status, refused.text, refused.headers['x-error-code']]).toEqual([
    403,
    'Sign in to add locations to this map.',
    'sign_in_to_add',
  ]);
  expect(await countOn(map.id)).toBe(0);
  await added(client(env.app, newUserId()), map.id);
  await added(owner, map.id);
  expect(await countOn(map.id)).toBe(2);
});

it('lets only the owner add to an only-me map; what others added before stays theirs to edit and delete', async () => {
  const { owner, map } = await ownedMap(env);
  const visitor = client(env.app);
  const member = client(env.app, newUserId());
  const byVisitor = await added(visitor, map.id, { name: 'Added while open' });
  const byMember = await added(member, map.id, { name: 'Also added while open' });

  const edit = await owner.put(`/api/maps/${map.id}`, { name: 'Shared map', whoCanAdd: 'owner' });
  expect(edit.status).toBe(200);
  expect(edit.body.whoCanAdd).toBe('owner');
  const [event] = (await updatedEvents(map.id)).map(({ payload }) => payload);
  expect(event.map.whoCanAdd).toBe('owner');

  for (const who of [visitor, member, client(env.app)]) {
    const refused = await who.post(`/api/maps/${map.id}/locations`, locationBody());
    expect([refused.status, refused.text, refused.headers['x-error-code']]).toEqual([
      403,
      messages.onlyOwnerCanAddLocations,
      'owner_only_add',
    ]);
  }
  expect(messages.onlyOwnerCanAddLocations).toBe('Only the map owner can add locations.');
  await added(owner, map.id);

  const renamed = await visitor.put(
    `/api/maps/${map.id}/locations/${byVisitor.id}`,
    locationBody({ name: 'Still mine' }),
  );
  expect([renamed.status, renamed.body.name]).toEqual([200, 'Still mine']);
  expect((await member.delete(`/api/maps/${map.id}/locations/${byMember.id}`)).status).toBe(200);
  expect(await countOn(map.id)).toBe(2);
});

it('keeps the setting when an edit leaves it out, and refuses a value it does not know, changing nothing', async () => {
  const { owner, map } = await ownedMap(env, 'free', { whoCanAdd: 'signed-in' });
  const renamed = await owner.put(`/api/maps/${map.id}`, { name: 'Renamed' });
  expect(renamed.body.whoCanAdd).toBe('signed-in');
  const wrong = await owner.put(`/api/maps/${map.id}`, { name: 'Again', whoCanAdd: 'everyone' });
  expect([wrong.status, wrong.text]).toEqual([400, messages.invalidRequest]);
  const stored = await owner.get(`/api/maps/${map.permalink}`);
  expect([stored.body.name, stored.body.whoCanAdd]).toEqual(['Renamed', 'signed-in']);
  const created = await owner.post('/api/maps', {
    name: 'Other',
    permalink: `${map.permalink}-b`,
    whoCanAdd: 'all',
  });
  expect([created.status, created.text]).toEqual([400, messages.invalidRequest]);
});

it('leaves a map without an owner (the demo map is the one) open to every visitor whatever its row says', async () => {
  // Not /map/test itself: other test files fill it to its limit. The rule is the same: no owner.
  const ownerless = await insertOwnerlessMapOnce(env.knex, uniquePermalink('ownerless'), {
    name: 'Nobody owns this',
    description: null,
    customFields: [],
  });
  await env.knex('maps').where({ id: ownerless!.id }).update({ who_can_add: 'owner' });
  await added(client(env.app), ownerless!.id, { name: 'Visitor on an ownerless map' });
  expect(await countOn(ownerless!.id)).toBe(1);
});
