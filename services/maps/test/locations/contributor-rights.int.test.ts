import { messages } from '@groupmap/contracts';
import { client, newUserId, startMapsTestEnv, type MapsTestEnv } from '../support/maps-test-env';
import { added, locationBody, ownedMap } from './location-fixtures';

// Section 6 as architecture.md (Contributor rights) and decisions.md (Locations) settle it.
let env: MapsTestEnv;

beforeAll(async () => {
  env = await startMapsTestEnv();
});

afterAll(async () => {
  await env.close();
});

const rightsIn = async (viewer: ReturnType<typeof client>, mapId: number, locationId: number) => {
  const list = await viewer.get(`/api/maps/${mapId}/locations`);
  expect(list.status).toBe(200);
  const item = (list.body as { id: number }[]).find((location) => location.id === locationId);
  const { isOwn, canEdit, canDelete } = item as unknown as Record<string, boolean>;
  return { isOwn, canEdit, canDelete };
};

it('lets the creating session edit and delete its location, and no other anonymous session', async () => {
  const { map } = await ownedMap(env);
  const alice = client(env.app);
  const bob = client(env.app);
  const location = await added(alice, map.id);
  expect(location).toMatchObject({ isOwn: true, canEdit: true, canDelete: true });
  expect(await rightsIn(bob, map.id, location.id)).toEqual({
    isOwn: false,
    canEdit: false,
    canDelete: false,
  });

  const bobEdit = await bob.put(
    `/api/maps/${map.id}/locations/${location.id}`,
    locationBody({ name: 'Mine now' }),
  );
  expect(bobEdit.status).toBe(403);
  expect(bobEdit.text).toBe(messages.canOnlyEditOwnLocations);
  const bobDelete = await bob.delete(`/api/maps/${map.id}/locations/${location.id}`);
  expect(bobDelete.status).toBe(403);
  expect(bobDelete.text).toBe(messages.canOnlyDeleteOwnLocations);

  const aliceEdit = await alice.put(
    `/api/maps/${map.id}/locations/${location.id}`,
    locationBody({ name: '  Renamed garden  ' }),
  );
  expect(aliceEdit.status).toBe(200);
  expect(aliceEdit.body).toMatchObject({ id: location.id, name: 'Renamed garden', canEdit: true });
  const aliceDelete = await alice.delete(`/api/maps/${map.id}/locations/${location.id}`);
  expect(aliceDelete.status).toBe(200);
  expect(aliceDelete.body).toEqual({ id: location.id });
  expect((await alice.get(`/api/maps/${map.id}/locations`)).body).toEqual([]);
});

it("gives a signed-in user's location to the account on every session, and keeps the creating session's rights after sign-out", async () => {
  const { map } = await ownedMap(env);
  const userId = newUserId();
  const laptop = client(env.app, userId);
  const location = await added(laptop, map.id);
  const phone = client(env.app, userId);
  expect(await rightsIn(phone, map.id, location.id)).toEqual({ isOwn: true, canEdit: true, canDelete: true });
  const edit = await phone.put(
    `/api/maps/${map.id}/locations/${location.id}`,
    locationBody({ name: 'From the phone' }),
  );
  expect(edit.status).toBe(200);

  // The same browser session, signed out again, still created it (architecture.md).
  const laptopSignedOut = client(env.app, null, { sessionId: laptop.sessionId });
  expect(await rightsIn(laptopSignedOut, map.id, location.id)).toEqual({
    isOwn: true,
    canEdit: true,
    canDelete: true,
  });
  // Another account on another session has none.
  expect(await rightsIn(client(env.app, newUserId()), map.id, location.id)).toEqual({
    isOwn: false,
    canEdit: false,
    canDelete: false,
  });
});

it("lets the map's owner delete any location but edit only their own", async () => {
  const { owner, map } = await ownedMap(env);
  const visitor = client(env.app);
  const theirs = await added(visitor, map.id);
  const mine = await added(owner, map.id, { name: 'Owner’s pick' });

  expect(await rightsIn(owner, map.id, theirs.id)).toEqual({ isOwn: false, canEdit: false, canDelete: true });
  expect(await rightsIn(owner, map.id, mine.id)).toEqual({ isOwn: true, canEdit: true, canDelete: true });
  const edit = await owner.put(
    `/api/maps/${map.id}/locations/${theirs.id}`,
    locationBody({ name: 'Edited by owner' }),
  );
  expect(edit.status).toBe(403);
  expect(edit.text).toBe(messages.canOnlyEditOwnLocations);
  expect((await owner.delete(`/api/maps/${map.id}/locations/${theirs.id}`)).status).toBe(200);
  expect((await owner.get(`/api/maps/${map.id}/locations`)).body.map((l: { id: number }) => l.id)).toEqual([
    mine.id,
  ]);
});

it('answers 404 for a location of another map, and never sends a session id', async () => {
  const first = await ownedMap(env);
  const second = await ownedMap(env);
  const visitor = client(env.app);
  const location = await added(visitor, first.map.id);
  const wrongMap = await visitor.put(`/api/maps/${second.map.id}/locations/${location.id}`, locationBody());
  expect(wrongMap.status).toBe(404);
  expect(wrongMap.text).toBe(messages.locationMissing);
  expect((await visitor.delete(`/api/maps/${first.map.id}/locations/999999999`)).status).toBe(404);

  const answers = [
    JSON.stringify(location),
    (await visitor.get(`/api/maps/${first.map.id}/locations`)).text,
    (await visitor.put(`/api/maps/${first.map.id}/locations/${location.id}`, locationBody())).text,
  ];
  for (const answer of answers) {
    expect(answer).not.toContain(visitor.sessionId);
    expect(answer).not.toMatch(/session/i);
  }
});

it('lists newest first', async () => {
  const { map } = await ownedMap(env);
  const visitor = client(env.app);
  const names = ['First', 'Second', 'Third'];
  for (const name of names) await added(visitor, map.id, { name });
  const list = await visitor.get(`/api/maps/${map.id}/locations`);
  expect(list.body.map((l: { name: string }) => l.name)).toEqual(['Third', 'Second', 'First']);
});
