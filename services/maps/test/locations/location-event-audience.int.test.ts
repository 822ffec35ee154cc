import { deleteAccountData } from '../../src/domain/delete-account-data';
import { client, newUserId, startMapsTestEnv, type MapsTestEnv } from '../support/maps-test-env';
import { added, locationBody, ownedMap } from './location-fixtures';

// Every location event maps writes names its audience, from the location's state (issue 24).
let env: MapsTestEnv;

beforeAll(async () => {
  env = await startMapsTestEnv();
});

afterAll(async () => {
  await env.close();
});

type Announced = { type: string; payload: { audience?: string; location?: { id: number } } };
const eventsOf = async (mapId: number) =>
  (await env
    .knex('outbox')
    .where({ aggregate_id: String(mapId) })
    .whereLike('type', 'maps.location.%')
    .orderBy('sequence')
    .select('type', 'payload')) as Announced[];

it('addresses the add, the edit, the claim at sign-in and the anonymisation of a published location to all', async () => {
  const { map } = await ownedMap(env);
  const browser = client(env.app);
  const location = await added(browser, map.id);
  await browser.put(`/api/maps/${map.id}/locations/${location.id}`, locationBody({ name: 'Edited' }));
  const userId = newUserId();
  await client(env.app, userId, { sessionId: browser.sessionId }).post('/api/maps/user/claim');
  await env.knex.transaction((trx) => deleteAccountData(trx, userId));

  const events = await eventsOf(map.id);
  expect(events.map(({ type }) => type)).toEqual([
    'maps.location.created.v1',
    'maps.location.updated.v1',
    'maps.location.updated.v1',
    'maps.location.updated.v1',
  ]);
  for (const { payload } of events) expect(payload.audience).toBe('all');
});

it('tells nobody, and counts nothing, when a claim or an account deletion touches a deleted location', async () => {
  const { map } = await ownedMap(env);
  const browser = client(env.app);
  const location = await added(browser, map.id);
  await browser.delete(`/api/maps/${map.id}/locations/${location.id}`);
  const userId = newUserId();
  const claim = await client(env.app, userId, { sessionId: browser.sessionId }).post('/api/maps/user/claim');
  // Not counted either: the sign-in's toast speaks of what the account can see.
  expect(claim.body).toEqual({ linked: 0 });
  await env.knex.transaction((trx) => deleteAccountData(trx, userId));

  expect((await eventsOf(map.id)).map(({ type }) => type)).toEqual([
    'maps.location.created.v1',
    'maps.location.deleted.v1',
  ]);
});
