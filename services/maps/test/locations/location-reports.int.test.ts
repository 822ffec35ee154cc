import { moderationErrors } from '@groupmap/contracts';
import { insertOwnerlessMapOnce } from '../../src/db/map-repository';
import { downloadExport } from '../export/download-export';
import {
  client,
  newUserId,
  startMapsTestEnv,
  uniquePermalink,
  type Client,
  type MapsTestEnv,
} from '../support/maps-test-env';
import { added, locationBody, ownedMap, storedRow } from './location-fixtures';

// Issue 25, reports from viewers: one per reporter, never one's own; three distinct sources hide a
// location from everyone but its author and the owner; the owner keeps or removes it.
let env: MapsTestEnv;

beforeAll(async () => {
  env = await startMapsTestEnv();
});

afterAll(async () => {
  await env.close();
});

type Listed = { id: number; name: string; hiddenAfterReports?: true };
const listOf = async (viewer: Client, mapId: number) =>
  (await viewer.get(`/api/maps/${mapId}/locations`)).body as Listed[];
const idsFor = async (viewer: Client, mapId: number) => (await listOf(viewer, mapId)).map(({ id }) => id);
const report = (reporter: Client, mapId: number, locationId: number, body: object = { reason: 'spam' }) =>
  reporter.post(`/api/maps/${mapId}/locations/${locationId}/reports`, body);
const reportedOf = async (owner: Client, mapId: number) => {
  const res = await owner.get(`/api/maps/${mapId}/reports`);
  expect(res.status).toBe(200);
  return res.body.items as {
    locationId: number;
    hidden: boolean;
    reportCount: number;
    reasons: { reason: string; count: number }[];
    notes: string[];
  }[];
};
/** Reporters each on a network of their own (a random IPv6 /48 per client). */
const strangers = (count: number) => Array.from({ length: count }, () => client(env.app));
const eventsOf = async (mapId: number, locationId: number) =>
  (
    (await env
      .knex('outbox')
      .where({ aggregate_id: String(mapId), type: 'maps.location.updated.v1' })
      .orderBy('sequence')
      .pluck('payload')) as { location: { id: number }; audience: string; review?: string }[]
  ).filter((payload) => payload.location.id === locationId);

/** A map with one location a visitor added. */
async function reportedScene() {
  const { owner, map } = await ownedMap(env);
  const author = client(env.app);
  const location = await added(author, map.id, { name: 'Suspicious stall' });
  return { owner, map, author, location };
}

describe('a report', () => {
  it('is recorded once per session or account, and the owner sees counts, reasons and notes, never who', async () => {
    const { owner, map, location } = await reportedScene();
    const visitor = client(env.app);
    expect(
      (await report(visitor, map.id, location.id, { reason: 'wrong', note: ' Closed in May ' })).status,
    ).toBe(204);
    const again = await report(visitor, map.id, location.id, { reason: 'spam' });
    expect([again.status, again.text, again.headers['x-error-code']]).toEqual([
      409,
      moderationErrors.alreadyReported,
      'already_reported',
    ]);

    const userId = newUserId();
    expect((await report(client(env.app, userId), map.id, location.id, { reason: 'wrong' })).status).toBe(
      204,
    );
    // The same account on another browser is the same reporter.
    expect((await report(client(env.app, userId), map.id, location.id)).status).toBe(409);

    const items = await reportedOf(owner, map.id);
    expect(items).toEqual([
      {
        locationId: location.id,
        name: 'Suspicious stall',
        address: locationBody().address,
        customData: {},
        contributor: expect.objectContaining({ username: null, pseudonym: expect.any(String) }),
        hidden: false,
        reportCount: 2,
        reasons: [{ reason: 'wrong', count: 2 }],
        notes: ['Closed in May'],
        lastReportedAt: expect.any(String),
      },
    ]);
    const text = JSON.stringify(items);
    expect(text).not.toContain(visitor.sessionId);
    expect(text).not.toContain(String(userId));
  });

  it('is refused for one’s own location, a long note, an unknown reason, and what the reporter cannot see', async () => {
    const { owner, map, author, location } = await reportedScene();
    const own = await report(author, map.id, location.id);
    expect([own.status, own.text, own.headers['x-error-code']]).toEqual([
      403,
      moderationErrors.cannotReportOwnLocation,
      'own_location_report',
    ]);
    const visitor = client(env.app);
    const long = await report(visitor, map.id, location.id, { reason: 'other', note: 'x'.repeat(501) });
    expect([long.status, long.text]).toEqual([400, 'The note can be at most 500 characters.']);
    expect((await report(visitor, map.id, location.id, { reason: 'rude' })).status).toBe(400);
    expect((await report(visitor, map.id, 999_999_999)).status).toBe(404);
    expect((await report(visitor, 999_999_999, location.id)).status).toBe(404);
    // Nothing of the refusals was recorded.
    expect(await reportedOf(owner, map.id)).toEqual([]);
    // A note of exactly 500 characters is fine.
    expect(
      (await report(visitor, map.id, location.id, { reason: 'other', note: 'y'.repeat(500) })).status,
    ).toBe(204);

    const reviewed = await ownedMap(env, 'free', { reviewNewLocations: true });
    const pending = await added(client(env.app), reviewed.map.id);
    expect((await report(client(env.app), reviewed.map.id, pending.id)).status).toBe(404);
  });
});

describe('three distinct sources', () => {
  it('hide the location from everyone but its author and the owner, live, until the owner decides', async () => {
    const { owner, map, author, location } = await reportedScene();
    const [first, second, third] = strangers(3);
    await report(first!, map.id, location.id, { reason: 'spam' });
    await report(second!, map.id, location.id, { reason: 'offensive' });
    expect(await idsFor(client(env.app), map.id)).toEqual([location.id]);
    expect((await storedRow(env, location.id))?.state).toBe('published');

    await report(third!, map.id, location.id, { reason: 'spam' });
    expect((await storedRow(env, location.id))?.state).toBe('hidden');
    expect(await idsFor(client(env.app), map.id)).toEqual([]);
    expect(await idsFor(first!, map.id)).toEqual([]);
    for (const viewer of [owner, author]) {
      expect(await listOf(viewer, map.id)).toEqual([
        expect.objectContaining({ id: location.id, hiddenAfterReports: true }),
      ]);
    }
    expect((await eventsOf(map.id, location.id)).at(-1)).toMatchObject({
      audience: 'owner-and-author',
      review: 'hidden',
      location: { hiddenAfterReports: true },
    });
    // Nor in another's export, or the dashboard's count.
    expect((await downloadExport(first!, map.id, 'csv')).text).not.toContain('Suspicious stall');
    const dashboard = (await owner.get('/api/maps/user')).body as { id: number; locationCount: number }[];
    expect(dashboard.find(({ id }) => id === map.id)?.locationCount).toBe(0);
    const [item] = await reportedOf(owner, map.id);
    expect(item).toMatchObject({
      hidden: true,
      reportCount: 3,
      reasons: [
        { reason: 'spam', count: 2 },
        { reason: 'offensive', count: 1 },
      ],
    });
  });

  it('count networks, not addresses: three reports from one IPv4 /24 or one IPv6 /48 hide nothing', async () => {
    for (const ips of [
      ['198.51.100.7', '198.51.100.8', '198.51.100.200'],
      ['2001:db8:77:1::1', '2001:db8:77:2::1', '2001:db8:77:ffff::9'],
    ]) {
      const { owner, map, location } = await reportedScene();
      for (const ip of ips)
        expect((await report(client(env.app, null, { ip }), map.id, location.id)).status).toBe(204);
      expect((await storedRow(env, location.id))?.state).toBe('published');
      expect((await reportedOf(owner, map.id))[0]?.reportCount).toBe(3);
    }
    // A fourth network makes the difference.
    const { map, location } = await reportedScene();
    for (const ip of ['198.51.100.1', '198.51.100.2', '203.0.113.1']) {
      await report(client(env.app, null, { ip }), map.id, location.id);
    }
    expect((await storedRow(env, location.id))?.state).toBe('published');
    await report(client(env.app, null, { ip: '192.0.2.1' }), map.id, location.id);
    expect((await storedRow(env, location.id))?.state).toBe('hidden');
  });

  it('are three accounts with a verified e-mail, even on one network; unverified ones count by network', async () => {
    const ip = '198.51.100.50';
    const unverified = await reportedScene();
    for (let index = 0; index < 3; index += 1) {
      await report(client(env.app, newUserId(), { ip }), unverified.map.id, unverified.location.id);
    }
    expect((await storedRow(env, unverified.location.id))?.state).toBe('published');

    const verified = await reportedScene();
    for (let index = 0; index < 3; index += 1) {
      const userId = newUserId();
      env.verifiedUsers.add(userId);
      await report(client(env.app, userId, { ip }), verified.map.id, verified.location.id);
    }
    expect((await storedRow(env, verified.location.id))?.state).toBe('hidden');
  });

  it('never hide the owner’s or a trusted contributor’s location, nor anything on a map without an owner', async () => {
    const { owner, map } = await ownedMap(env);
    const ownersOwn = await added(owner, map.id, { name: 'Owner’s' });
    const helper = client(env.app);
    const helpers = await added(helper, map.id, { name: 'Helper’s' });
    const contributorId = (await env.knex('locations').where({ id: helpers.id }).first()).contributor_id;
    await owner.put(`/api/maps/${map.id}/contributors/${contributorId}/trust`, {});
    for (const reporter of strangers(3)) {
      expect((await report(reporter, map.id, ownersOwn.id)).status).toBe(204);
      expect((await report(reporter, map.id, helpers.id)).status).toBe(204);
    }
    expect((await storedRow(env, ownersOwn.id))?.state).toBe('published');
    expect((await storedRow(env, helpers.id))?.state).toBe('published');
    expect((await reportedOf(owner, map.id)).map(({ reportCount }) => reportCount)).toEqual([3, 3]);

    const ownerless = await insertOwnerlessMapOnce(env.knex, uniquePermalink('ownerless'), {
      name: 'Nobody owns this',
      description: null,
      customFields: [],
    });
    const sample = await added(client(env.app), ownerless!.id);
    for (const reporter of strangers(3))
      expect((await report(reporter, ownerless!.id, sample.id)).status).toBe(204);
    expect((await storedRow(env, sample.id))?.state).toBe('published');
    expect(await env.knex('location_reports').where({ location_id: sample.id }).count({ n: '*' })).toEqual([
      { n: '3' },
    ]);
  });
});

describe("the owner's decision", () => {
  it('"Keep" dismisses the reports, shows the location to everyone again and makes it immune until its next edit', async () => {
    const { owner, map, author, location } = await reportedScene();
    for (const reporter of strangers(3)) await report(reporter, map.id, location.id);
    expect((await storedRow(env, location.id))?.state).toBe('hidden');

    expect((await owner.post(`/api/maps/${map.id}/reports/${location.id}/keep`)).status).toBe(204);
    expect(await reportedOf(owner, map.id)).toEqual([]);
    expect(await idsFor(client(env.app), map.id)).toEqual([location.id]);
    expect((await listOf(owner, map.id))[0]?.hiddenAfterReports).toBeUndefined();
    expect((await eventsOf(map.id, location.id)).at(-1)).toMatchObject({
      audience: 'all',
      review: 'published',
    });

    // Immune: three more sources report it; it shows in "Reported" but stays up.
    for (const reporter of strangers(3)) await report(reporter, map.id, location.id);
    expect((await storedRow(env, location.id))?.state).toBe('published');
    expect((await reportedOf(owner, map.id))[0]).toMatchObject({ reportCount: 3, hidden: false });

    // Its next edit ends the immunity: one more report (the open ones count) hides it.
    await author.put(`/api/maps/${map.id}/locations/${location.id}`, locationBody({ name: 'Changed stall' }));
    await report(client(env.app), map.id, location.id);
    expect((await storedRow(env, location.id))?.state).toBe('hidden');
  });

  it('"Remove" is the delete: the location leaves "Reported", restorable (kept as deleted)', async () => {
    const { owner, map, location } = await reportedScene();
    await report(client(env.app), map.id, location.id);
    expect((await owner.delete(`/api/maps/${map.id}/locations/${location.id}`)).status).toBe(200);
    expect(await reportedOf(owner, map.id)).toEqual([]);
    expect((await storedRow(env, location.id))?.state).toBe('deleted');
  });

  it("is the owner's alone", async () => {
    const { map, location } = await reportedScene();
    const signedInAuthor = client(env.app, newUserId());
    const theirs = await added(signedInAuthor, map.id);
    for (const stranger of [signedInAuthor, client(env.app, newUserId())]) {
      expect((await stranger.get(`/api/maps/${map.id}/reports`)).status).toBe(403);
      for (const id of [location.id, theirs.id]) {
        expect((await stranger.post(`/api/maps/${map.id}/reports/${id}/keep`)).status).toBe(403);
      }
    }
    const visitor = client(env.app);
    expect((await visitor.get(`/api/maps/${map.id}/reports`)).status).toBe(401);
    expect((await visitor.post(`/api/maps/${map.id}/reports/${location.id}/keep`)).status).toBe(401);
    const other = await ownedMap(env);
    expect((await other.owner.post(`/api/maps/${other.map.id}/reports/${location.id}/keep`)).status).toBe(
      404,
    );
  });
});

describe('report limits', () => {
  let limited: MapsTestEnv;
  beforeAll(async () => {
    limited = await startMapsTestEnv({ REPORT_SESSION_RATE_LIMIT: '2', REPORT_IP_RATE_LIMIT: '3' });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('count per session and per IP, apart from the location write limits', async () => {
    const owner = await ownedMap(limited);
    const ids: number[] = [];
    for (let index = 0; index < 4; index += 1) ids.push((await added(client(limited.app), owner.map.id)).id);
    const reporter = client(limited.app, null, { ip: '203.0.113.90' });
    expect((await report(reporter, owner.map.id, ids[0]!)).status).toBe(204);
    expect((await report(reporter, owner.map.id, ids[1]!)).status).toBe(204);
    const third = await report(reporter, owner.map.id, ids[2]!);
    expect([third.status, third.text]).toEqual([429, expect.stringMatching(/^Too many attempts\./)]);
    // Another session on the same IP: one more, then the IP's limit.
    const neighbour = client(limited.app, null, { ip: '203.0.113.90' });
    expect((await report(neighbour, owner.map.id, ids[3]!)).status).toBe(204);
    expect((await report(neighbour, owner.map.id, ids[2]!)).status).toBe(429);
    // Adding still works for the reporter: the limits are apart.
    expect((await reporter.post(`/api/maps/${owner.map.id}/locations`, locationBody())).status).toBe(201);
  });
});
