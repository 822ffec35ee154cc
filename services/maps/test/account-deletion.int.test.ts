import { eventSubject, type EventOf } from '@groupmap/contracts';
import { ensureStreamExists } from '@groupmap/svc-kit';
import { waitFor } from '@groupmap/svc-kit/testing';
import { randomUUID } from 'node:crypto';
import { ACCOUNT_DELETION_CONSUMER, startAccountDeletionConsumer } from '../src/consumers/account-deletions';
import { added, locationBody } from './locations/location-fixtures';
import {
  client,
  uniquePermalink,
  userOn,
  startMapsTestEnv,
  type Client,
  type MapsTestEnv,
} from './support/maps-test-env';

// Leaving (issue 11): maps' part of "Download my data", and what an account deletion does here.
let env: MapsTestEnv;
let consumer: { stop(): Promise<void> };

beforeAll(async () => {
  env = await startMapsTestEnv();
  const { nc, knex, logger } = env;
  consumer = await startAccountDeletionConsumer(
    { nc, knex, logger, prefix: env.config.EVENTS_PREFIX },
    env.logos.storage,
  );
});

afterAll(async () => {
  await consumer.stop();
  await env.close();
});

async function createMap(owner: Client, settings: Record<string, unknown> = {}) {
  const res = await owner.post('/api/maps', { name: 'A map', permalink: uniquePermalink(), ...settings });
  if (res.status !== 201) throw new Error(`map not created: ${res.status} ${res.text}`);
  return res.body as { id: number; name: string; permalink: string };
}

/** An account's deletion as auth records it. */
const deletionEvent = (userId: number): EventOf<'auth.account.deleted.v1'> => ({
  id: randomUUID(),
  type: 'auth.account.deleted.v1',
  occurredAt: new Date().toISOString(),
  aggregateId: String(userId),
  sequence: 1,
  payload: { userId },
});

/**
 * Publishes `event` into auth's stream under a message id of its own: JetStream stores every copy,
 * so the consumer gets the same event id again, as after a redelivery.
 */
async function deliver(event: EventOf<'auth.account.deleted.v1'>) {
  const prefix = env.config.EVENTS_PREFIX;
  await ensureStreamExists(env.nc, { prefix, service: 'auth' });
  await env.nc
    .jetstream()
    .publish(eventSubject(prefix, event.type), JSON.stringify(event), { msgID: randomUUID() });
}

const outboxOf = (type: string, aggregateId: number) =>
  env
    .knex('outbox')
    .where({ type, aggregate_id: String(aggregateId) })
    .select('payload');

describe('GET /api/maps/user/export', () => {
  it('answers the maps the user owns with all their locations as GeoJSON, and their contributions elsewhere', async () => {
    const user = await userOn(env, 'pro');
    const map = await createMap(user, {
      name: 'Cafés',
      customFields: ['Website'],
      description: 'Good coffee',
    });
    await added(user, map.id, {
      name: 'Bean',
      latitude: 51.5,
      longitude: -0.12,
      customData: { Website: 'https://bean.example' },
    });
    await added(client(env.app), map.id, { name: 'Added by a visitor', latitude: 52, longitude: 1 });
    const empty = await createMap(user, { name: 'Empty' });
    const someoneElse = await userOn(env, 'free');
    const theirs = await createMap(someoneElse, { name: 'Their map' });
    await added(user, theirs.id, { name: 'My contribution', latitude: 48.85, longitude: 2.35 });
    await added(someoneElse, theirs.id, { name: 'Not mine' });

    const res = await user.get('/api/maps/user/export');

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.body as {
      maps: Array<{ name: string; locations: { type: string; features: Array<Record<string, unknown>> } }>;
      contributions: Array<{ map: unknown; location: { properties: { name: string } } }>;
    };
    expect(body.maps.map((m) => m.name).sort()).toEqual(['Cafés', 'Empty']);
    const cafes = body.maps.find((m) => m.name === 'Cafés')!;
    expect(cafes).toMatchObject({
      id: map.id,
      permalink: map.permalink,
      description: 'Good coffee',
      customFields: ['Website'],
      passwordProtected: false,
      logoUrl: null,
    });
    expect(cafes).not.toHaveProperty('password');
    expect(cafes.locations.type).toBe('FeatureCollection');
    expect(cafes.locations.features).toHaveLength(2);
    expect(cafes.locations.features).toContainEqual({
      type: 'Feature',
      id: expect.any(Number),
      geometry: { type: 'Point', coordinates: [-0.12, 51.5] },
      properties: {
        name: 'Bean',
        address: locationBody().address,
        region: 'England',
        country: 'United Kingdom',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        customFields: { Website: 'https://bean.example' },
      },
    });
    expect(body.maps.find((m) => m.name === 'Empty')).toMatchObject({
      id: empty.id,
      locations: { type: 'FeatureCollection', features: [] },
    });
    expect(body.contributions).toHaveLength(1);
    expect(body.contributions[0]).toMatchObject({
      map: { name: 'Their map', permalink: theirs.permalink },
      location: {
        type: 'Feature',
        geometry: { coordinates: [2.35, 48.85] },
        properties: { name: 'My contribution' },
      },
    });
  });

  it('answers 401 without a signed-in user', async () => {
    expect((await client(env.app).get('/api/maps/user/export')).status).toBe(401);
  });
});

describe('the auth.account.deleted.v1 consumer', () => {
  it('deletes the owned maps with their locations and logos, and unlinks the contributions elsewhere, once', async () => {
    const leaving = await userOn(env, 'pro');
    const logoUrl = await env.logos.issue(leaving.userId!);
    const unusedUpload = await env.logos.issue(leaving.userId!);
    const branded = await createMap(leaving, { name: 'Branded', logoUrl });
    await added(leaving, branded.id);
    await added(client(env.app), branded.id, { name: 'A visitor’s place' });
    const plain = await createMap(leaving, { name: 'Plain' });
    const staying = await userOn(env, 'free');
    const theirs = await createMap(staying, { name: 'Stays' });
    const contribution = await added(leaving, theirs.id, { name: 'Contribution' });
    const ownersOwn = await added(staying, theirs.id, { name: 'Owner’s own' });
    expect(contribution.canEdit).toBe(true);

    const event = deletionEvent(leaving.userId!);
    await deliver(event);
    await deliver(event);
    // A later deletion: once it is done, the copy before it was handled (one at a time, in order).
    const marker = await userOn(env, 'free');
    const markerMap = await createMap(marker);
    await deliver(deletionEvent(marker.userId!));
    await waitFor('the later deletion handled', async () =>
      (await env.knex('maps').where({ id: markerMap.id }).first('id')) === undefined ? true : false,
    );

    // The account's maps are gone, with every location on them and their logos.
    expect(await env.knex('maps').whereIn('id', [branded.id, plain.id]).pluck('id')).toEqual([]);
    expect(await env.knex('locations').where({ map_id: branded.id }).pluck('id')).toEqual([]);
    expect((await staying.get(`/api/maps/${branded.permalink}`)).status).toBe(404);
    expect(env.logos.removed()).toEqual(expect.arrayContaining([logoUrl, unusedUpload]));
    expect(await env.knex('logo_uploads').where({ user_id: leaving.userId }).pluck('key')).toEqual([]);
    // Live viewers are told once per map.
    expect(await outboxOf('maps.map.deleted.v1', branded.id)).toHaveLength(1);
    expect(await outboxOf('maps.map.deleted.v1', plain.id)).toHaveLength(1);

    // The contribution stays, linked to no account and no session: nobody may edit it any more.
    expect(
      await env.knex('locations').where({ id: contribution.id }).first('user_id', 'creator_session_id'),
    ).toEqual({
      user_id: null,
      creator_session_id: null,
    });
    const asBefore = client(env.app, leaving.userId, { sessionId: leaving.sessionId });
    const list = (await asBefore.get(`/api/maps/${theirs.id}/locations`)).body as Array<{
      id: number;
      canEdit: boolean;
    }>;
    expect(list.find((l) => l.id === contribution.id)?.canEdit).toBe(false);
    const updates = (await outboxOf('maps.location.updated.v1', theirs.id)) as Array<{
      payload: { location: { id: number; userId: number | null; creatorSessionId: string | null } };
    }>;
    expect(updates.filter((u) => u.payload.location.id === contribution.id)).toEqual([
      {
        payload: expect.objectContaining({
          location: expect.objectContaining({ userId: null, creatorSessionId: null }),
        }),
      },
    ]);
    // Nobody else's location changes.
    expect(await env.knex('locations').where({ id: ownersOwn.id }).first('user_id')).toEqual({
      user_id: staying.userId,
    });

    // Handled once, though delivered twice.
    const handled = await env
      .knex('processed_events')
      .where({ consumer: ACCOUNT_DELETION_CONSUMER, event_id: event.id });
    expect(handled).toHaveLength(1);
  });
});
