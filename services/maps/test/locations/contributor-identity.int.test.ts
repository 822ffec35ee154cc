import { deleteAccountData } from '../../src/domain/delete-account-data';
import { client, newUserId, startMapsTestEnv, type MapsTestEnv } from '../support/maps-test-env';
import { added, ownedMap, storedRow } from './location-fixtures';

// A contributor identity per map: an account, or a visitor's creating session (issue 24).
let env: MapsTestEnv;

beforeAll(async () => {
  env = await startMapsTestEnv();
});

afterAll(async () => {
  await env.close();
});

const HOUR_MS = 60 * 60 * 1000;
const identityOf = async (locationId: number) => (await storedRow(env, locationId))!.contributor_id;
const contributor = async (id: number | null) =>
  (await env.knex('contributors').where({ id }).first()) as
    { map_id: number; user_id: number | null; session_id: string | null } | undefined;

it("creates a visitor's identity with their first contribution, per map and per session", async () => {
  const { map } = await ownedMap(env);
  const { map: otherMap } = await ownedMap(env);
  const visitor = client(env.app);
  const first = await added(visitor, map.id);
  const second = await added(visitor, map.id);
  const elsewhere = await added(visitor, otherMap.id);
  const someoneElse = await added(client(env.app), map.id);

  const identity = await identityOf(first.id);
  expect(identity).not.toBeNull();
  expect(await contributor(identity)).toMatchObject({
    map_id: map.id,
    user_id: null,
    session_id: visitor.sessionId,
  });
  expect(await identityOf(second.id)).toBe(identity);
  expect(await identityOf(elsewhere.id)).not.toBe(identity);
  expect(await contributor(await identityOf(elsewhere.id))).toMatchObject({ map_id: otherMap.id });
  expect(await identityOf(someoneElse.id)).not.toBe(identity);
});

it('gives an account one identity per map, whatever session it adds from, and the owner one too', async () => {
  const { owner, map } = await ownedMap(env);
  const userId = newUserId();
  const laptop = await added(client(env.app, userId), map.id);
  const phone = await added(client(env.app, userId), map.id);
  const identity = await identityOf(laptop.id);
  expect(await identityOf(phone.id)).toBe(identity);
  expect(await contributor(identity)).toMatchObject({ map_id: map.id, user_id: userId });

  const ownersOwn = await added(owner, map.id);
  expect(await contributor(await identityOf(ownersOwn.id))).toMatchObject({ user_id: owner.userId });
});

it("moves what a sign-in claims to the account's identity on that map; older anonymous additions keep the visitor's", async () => {
  const { map } = await ownedMap(env);
  const browser = client(env.app);
  const old = await added(browser, map.id, { name: 'Old' });
  await env
    .knex('locations')
    .where({ id: old.id })
    .update({ created_at: new Date(Date.now() - 25 * HOUR_MS) });
  const recent = await added(browser, map.id, { name: 'Recent' });
  const visitorIdentity = await identityOf(recent.id);

  const userId = newUserId();
  const earlier = await added(client(env.app, userId), map.id, { name: 'Added signed in before' });
  const signedIn = client(env.app, userId, { sessionId: browser.sessionId });
  expect((await signedIn.post('/api/maps/user/claim')).body).toEqual({ linked: 1 });

  const accountIdentity = await identityOf(earlier.id);
  expect(await identityOf(recent.id)).toBe(accountIdentity);
  expect(await identityOf(old.id)).toBe(visitorIdentity);
  expect(await contributor(visitorIdentity)).toMatchObject({ user_id: null, session_id: browser.sessionId });
});

it("starts an account's identity with the session of its first claim when it had added nothing signed in", async () => {
  const { map } = await ownedMap(env);
  const browser = client(env.app);
  const location = await added(browser, map.id);
  const userId = newUserId();
  await client(env.app, userId, { sessionId: browser.sessionId }).post('/api/maps/user/claim');

  expect(await contributor(await identityOf(location.id))).toMatchObject({
    map_id: map.id,
    user_id: userId,
    session_id: browser.sessionId,
  });
});

it("keeps a deleted account's identity with its additions, without the account or the session", async () => {
  const { map } = await ownedMap(env);
  const userId = newUserId();
  const member = client(env.app, userId);
  const location = await added(member, map.id);
  const identity = await identityOf(location.id);

  await env.knex.transaction((trx) => deleteAccountData(trx, userId));
  expect(await identityOf(location.id)).toBe(identity);
  expect(await contributor(identity)).toMatchObject({ user_id: null, session_id: null });
});
