import { messages, moderationErrors } from '@groupmap/contracts';
import { client, newUserId, startMapsTestEnv, type Client, type MapsTestEnv } from '../support/maps-test-env';
import { added, insertLocations, locationBody, ownedMap, storedRow } from './location-fixtures';

// Issue 25, contributors and undo by contributor: the owner's "Contributors" with "Block" and "Remove
// all their locations", and "Recently deleted" with "Restore".
let env: MapsTestEnv;

beforeAll(async () => {
  env = await startMapsTestEnv();
});

afterAll(async () => {
  await env.close();
});

type Contributor = {
  id: number;
  username: string | null;
  pseudonym: string;
  isOwner: boolean;
  locationCount: number;
  lastActivityAt: string | null;
  blocked: boolean;
  trusted: boolean;
};
const contributorsOf = async (owner: Client, mapId: number) => {
  const res = await owner.get(`/api/maps/${mapId}/contributors`);
  expect(res.status).toBe(200);
  return res.body.contributors as Contributor[];
};
const contributorIdOf = async (locationId: number) =>
  (await env.knex('locations').where({ id: locationId }).first()).contributor_id as number;
const deletedOf = async (owner: Client, mapId: number) => {
  const res = await owner.get(`/api/maps/${mapId}/deleted`);
  expect(res.status).toBe(200);
  return res.body.items as { locationId: number; deletedBy: string | null; removalId: string | null }[];
};
const idsFor = async (viewer: Client, mapId: number) =>
  ((await viewer.get(`/api/maps/${mapId}/locations`)).body as { id: number }[]).map(({ id }) => id).sort();
const outboxOf = (mapId: number, type: string) =>
  env
    .knex('outbox')
    .where({ aggregate_id: String(mapId), type })
    .orderBy('sequence')
    .pluck('payload');

describe('"Contributors"', () => {
  it('lists every identity with its locations and last activity, the owner marked; the owner’s alone', async () => {
    const { owner, map } = await ownedMap(env);
    await added(owner, map.id, { name: 'Owner’s' });
    const visitor = client(env.app);
    await added(visitor, map.id);
    await added(visitor, map.id);
    const member = client(env.app, newUserId());
    const gone = await added(member, map.id);
    await member.delete(`/api/maps/${map.id}/locations/${gone.id}`);

    const contributors = await contributorsOf(owner, map.id);
    expect(contributors).toHaveLength(3);
    expect(contributors.map(({ locationCount }) => locationCount).sort()).toEqual([0, 1, 2]);
    expect(contributors.find(({ isOwner }) => isOwner)).toMatchObject({ locationCount: 1, blocked: false });
    expect(contributors.find(({ locationCount }) => locationCount === 2)).toMatchObject({
      username: null,
      pseudonym: expect.stringMatching(/^[0-9A-Z]{6}$/),
      lastActivityAt: expect.any(String),
    });
    expect(contributors.find(({ username }) => username === `user${member.userId}`)?.locationCount).toBe(0);

    expect((await visitor.get(`/api/maps/${map.id}/contributors`)).status).toBe(401);
    expect((await client(env.app, newUserId()).get(`/api/maps/${map.id}/contributors`)).status).toBe(403);
  });
});

describe('"Block"', () => {
  it('refuses a blocked visitor’s adds and edits on that map only, never their IP’s other sessions, until unblocked', async () => {
    const { owner, map } = await ownedMap(env);
    const ip = '203.0.113.44';
    const visitor = client(env.app, null, { ip });
    const theirs = await added(visitor, map.id);
    const contributorId = await contributorIdOf(theirs.id);
    expect((await owner.put(`/api/maps/${map.id}/contributors/${contributorId}/block`, {})).status).toBe(204);

    const add = await visitor.post(`/api/maps/${map.id}/locations`, locationBody());
    expect([add.status, add.text, add.headers['x-error-code']]).toEqual([
      403,
      moderationErrors.contributorBlocked,
      'contributor_blocked',
    ]);
    const edit = await visitor.put(`/api/maps/${map.id}/locations/${theirs.id}`, locationBody({ name: 'X' }));
    expect([edit.status, edit.text]).toEqual([403, moderationErrors.contributorBlocked]);
    expect((await storedRow(env, theirs.id))?.state).toBe('published');
    // Someone else at the same venue (same IP, another session) adds as before.
    expect(
      (await client(env.app, null, { ip }).post(`/api/maps/${map.id}/locations`, locationBody())).status,
    ).toBe(201);
    // Another map is not this owner's to block on.
    const elsewhere = await ownedMap(env);
    expect((await visitor.post(`/api/maps/${elsewhere.map.id}/locations`, locationBody())).status).toBe(201);
    expect((await contributorsOf(owner, map.id)).find(({ id }) => id === contributorId)?.blocked).toBe(true);

    expect((await owner.delete(`/api/maps/${map.id}/contributors/${contributorId}/block`)).status).toBe(204);
    expect((await visitor.post(`/api/maps/${map.id}/locations`, locationBody())).status).toBe(201);
  });

  it('follows an account to every browser it signs in on, and never applies to the owner', async () => {
    const { owner, map } = await ownedMap(env);
    const userId = newUserId();
    const theirs = await added(client(env.app, userId), map.id);
    await owner.put(`/api/maps/${map.id}/contributors/${await contributorIdOf(theirs.id)}/block`, {});
    const res = await client(env.app, userId).post(`/api/maps/${map.id}/locations`, locationBody());
    expect([res.status, res.text]).toEqual([403, moderationErrors.contributorBlocked]);

    const own = await added(owner, map.id);
    const ownId = await contributorIdOf(own.id);
    expect((await owner.put(`/api/maps/${map.id}/contributors/${ownId}/block`, {})).status).toBe(403);
    const other = await ownedMap(env);
    expect((await other.owner.put(`/api/maps/${other.map.id}/contributors/${ownId}/block`, {})).status).toBe(
      404,
    );
    expect(
      (await client(env.app, newUserId()).put(`/api/maps/${map.id}/contributors/${ownId}/block`, {})).status,
    ).toBe(403);
  });
});

describe('"Remove all their locations" and "Restore"', () => {
  it('removes one contributor’s locations in one action and one event, and restores them whole with their ids and author', async () => {
    const { owner, map } = await ownedMap(env);
    const prankster = client(env.app);
    const ids = [
      (await added(prankster, map.id, { name: 'Prank 1' })).id,
      (await added(prankster, map.id, { name: 'Prank 2' })).id,
      (await added(prankster, map.id, { name: 'Prank 3' })).id,
    ].sort();
    const keeper = await added(client(env.app), map.id, { name: 'Real one' });
    const contributorId = await contributorIdOf(ids[0]!);

    const removal = await owner.post(`/api/maps/${map.id}/contributors/${contributorId}/remove-locations`);
    expect(removal.status).toBe(200);
    expect(removal.body).toEqual({ count: 3, removalId: expect.any(String) });
    expect(await idsFor(client(env.app), map.id)).toEqual([keeper.id]);
    expect(await outboxOf(map.id, 'maps.locations.removed.v1')).toEqual([
      { mapId: map.id, passwordVersion: 0, removalId: removal.body.removalId, locationIds: ids },
    ]);
    const deleted = await deletedOf(owner, map.id);
    expect(deleted.map(({ locationId }) => locationId).sort()).toEqual(ids);
    expect(
      deleted.every(
        ({ deletedBy, removalId }) => deletedBy === 'removal' && removalId === removal.body.removalId,
      ),
    ).toBe(true);
    // Nothing left to remove: no second event.
    const again = await owner.post(`/api/maps/${map.id}/contributors/${contributorId}/remove-locations`);
    expect(again.body).toEqual({ count: 0, removalId: null });

    const restore = await owner.post(`/api/maps/${map.id}/deleted/restore`, {
      removalId: removal.body.removalId,
    });
    expect(restore.body).toEqual({ count: 3 });
    expect(await idsFor(client(env.app), map.id)).toEqual([...ids, keeper.id].sort());
    expect(await outboxOf(map.id, 'maps.locations.restored.v1')).toEqual([
      { mapId: map.id, passwordVersion: 0, locationIds: ids },
    ]);
    expect(await deletedOf(owner, map.id)).toEqual([]);
    // Still the prankster's: they may edit it again.
    const edit = await prankster.put(
      `/api/maps/${map.id}/locations/${ids[0]}`,
      locationBody({ name: 'Mine' }),
    );
    expect(edit.status).toBe(200);
  });

  it('says who deleted each, brings a rejected one back awaiting review, and keeps removed fields’ hidden values', async () => {
    const { owner, map } = await ownedMap(env, 'pro', { customFields: ['Phone'] });
    const author = client(env.app);
    const own = await added(owner, map.id, { name: 'Owner’s own' });
    const trusted = await added(author, map.id, { name: 'Phone box', customData: { Phone: '0123' } });
    await owner.put(`/api/maps/${map.id}`, {
      name: 'Shared map',
      customFields: ['Phone'],
      reviewNewLocations: true,
    });
    const pending = await added(author, map.id, { name: 'Rejected one' });
    await owner.post(`/api/maps/${map.id}/review/reject`, { ids: [`location:${pending.id}`] });
    await owner.delete(`/api/maps/${map.id}/locations/${trusted.id}`);
    await owner.delete(`/api/maps/${map.id}/locations/${own.id}`);

    expect(
      (await deletedOf(owner, map.id)).map(({ locationId, deletedBy }) => [locationId, deletedBy]),
    ).toEqual([
      [own.id, 'author'],
      [trusted.id, 'owner'],
      [pending.id, 'review'],
    ]);
    // The owner drops the field meanwhile: its value stays kept, and hidden.
    await owner.put(`/api/maps/${map.id}`, { name: 'Shared map', customFields: [] });
    const restored = await owner.post(`/api/maps/${map.id}/deleted/restore`, {
      ids: [trusted.id, pending.id],
    });
    expect(restored.body).toEqual({ count: 2 });
    expect((await storedRow(env, pending.id))?.state).toBe('pending');
    expect((await storedRow(env, trusted.id))?.state).toBe('published');
    expect((await env.knex('locations').where({ id: trusted.id }).first()).custom_data).toEqual({
      phone: '0123',
    });
    expect(await idsFor(client(env.app), map.id)).toEqual([trusted.id]);
  });

  it('refuses a restore past the map’s limit whole, with the limit’s message', async () => {
    const { owner, map } = await ownedMap(env);
    const author = client(env.app);
    const first = await added(author, map.id);
    const second = await added(author, map.id);
    await author.delete(`/api/maps/${map.id}/locations/${first.id}`);
    await author.delete(`/api/maps/${map.id}/locations/${second.id}`);
    expect((await deletedOf(owner, map.id)).map(({ deletedBy }) => deletedBy)).toEqual(['author', 'author']);
    await insertLocations(env, map.id, 99);

    const res = await owner.post(`/api/maps/${map.id}/deleted/restore`, { ids: [first.id, second.id] });
    expect([res.status, res.text]).toEqual([
      403,
      'Location limit reached: This map allows a maximum of 100 locations.',
    ]);
    expect((await storedRow(env, first.id))?.state).toBe('deleted');
    expect((await owner.post(`/api/maps/${map.id}/deleted/restore`, { ids: [first.id] })).body).toEqual({
      count: 1,
    });
  });

  it("is the owner's alone, and takes ids or a removal id only", async () => {
    const { owner, map } = await ownedMap(env);
    const theirs = await added(client(env.app), map.id);
    const contributorId = await contributorIdOf(theirs.id);
    const stranger = client(env.app, newUserId());
    expect(
      (await stranger.post(`/api/maps/${map.id}/contributors/${contributorId}/remove-locations`)).status,
    ).toBe(403);
    expect((await stranger.get(`/api/maps/${map.id}/deleted`)).status).toBe(403);
    expect((await stranger.post(`/api/maps/${map.id}/deleted/restore`, { ids: [theirs.id] })).status).toBe(
      403,
    );
    for (const body of [{}, { ids: [] }, { ids: ['x'] }, { removalId: 'nope' }]) {
      const res = await owner.post(`/api/maps/${map.id}/deleted/restore`, body);
      expect([res.status, res.text]).toEqual([400, messages.invalidRequest]);
    }
    expect((await storedRow(env, theirs.id))?.state).toBe('published');
  });
});
