import type { EventOf } from '@groupmap/contracts';
import { createJetStreamPublisher, ensureStreamExists } from '@groupmap/svc-kit';
import { waitFor } from '@groupmap/svc-kit/testing';
import { randomUUID } from 'node:crypto';
import { startSessionBindConsumer } from '../../src/consumers/session-binds';
import { client, newUserId, startMapsTestEnv, type MapsTestEnv } from '../support/maps-test-env';
import { added, ownedMap } from './location-fixtures';

// A sign-in links what the session added anonymously in the last 24 hours (architecture.md).
let env: MapsTestEnv;

beforeAll(async () => {
  env = await startMapsTestEnv();
});

afterAll(async () => {
  await env.close();
});

const HOUR_MS = 60 * 60 * 1000;
const ownerOf = async (locationId: number) =>
  ((await env.knex('locations').where({ id: locationId }).first('user_id')) as { user_id: number | null })
    .user_id;

it('links only the recent anonymous locations of the session, once, and answers the same count again', async () => {
  const { map } = await ownedMap(env);
  const browser = client(env.app);
  const recent = await added(browser, map.id, { name: 'Recent' });
  const recentToo = await added(browser, map.id, { name: 'Recent too' });
  const old = await added(browser, map.id, { name: 'Old' });
  await env
    .knex('locations')
    .where({ id: old.id })
    .update({ created_at: new Date(Date.now() - 25 * HOUR_MS) });
  const someoneElse = await added(client(env.app), map.id, { name: 'Not theirs' });

  const userId = newUserId();
  const signedIn = client(env.app, userId, { sessionId: browser.sessionId });
  const claim = await signedIn.post('/api/maps/user/claim');
  expect(claim.status).toBe(200);
  expect(claim.body).toEqual({ linked: 2 });
  expect(await ownerOf(recent.id)).toBe(userId);
  expect(await ownerOf(recentToo.id)).toBe(userId);
  expect(await ownerOf(old.id)).toBeNull();
  expect(await ownerOf(someoneElse.id)).toBeNull();
  expect((await signedIn.post('/api/maps/user/claim')).body).toEqual({ linked: 2 });

  // The account now edits them from another device.
  const phone = client(env.app, userId);
  const list = await phone.get(`/api/maps/${map.id}/locations`);
  const mine = (list.body as { name: string; canEdit: boolean }[])
    .filter((l) => l.canEdit)
    .map((l) => l.name);
  expect(mine.sort()).toEqual(['Recent', 'Recent too']);
});

it('refuses the claim without an account', async () => {
  expect((await client(env.app).post('/api/maps/user/claim')).status).toBe(401);
});

describe('the auth.session.bound.v1 consumer', () => {
  let consumer: { stop(): Promise<void> };

  beforeAll(async () => {
    consumer = await startSessionBindConsumer(
      { nc: env.nc, knex: env.knex, prefix: env.config.EVENTS_PREFIX, logger: env.logger },
      24,
    );
  });

  afterAll(async () => {
    await consumer.stop();
  });

  it('links the session’s locations when auth reports the sign-in, once, and the claim call answers its count', async () => {
    const { map } = await ownedMap(env);
    const browser = client(env.app);
    const location = await added(browser, map.id);
    const userId = newUserId();

    const prefix = env.config.EVENTS_PREFIX;
    await ensureStreamExists(env.nc, { prefix, service: 'auth' });
    const publisher = createJetStreamPublisher({ nc: env.nc, prefix });
    const event: EventOf<'auth.session.bound.v1'> = {
      id: randomUUID(),
      type: 'auth.session.bound.v1',
      occurredAt: new Date().toISOString(),
      aggregateId: browser.sessionId,
      sequence: 1,
      payload: { sessionId: browser.sessionId, userId },
    };
    // Twice, as a redelivery would: linked once.
    await publisher.publish(event);
    await publisher.publish({ ...event, id: randomUUID() });
    publisher.close();

    await waitFor('the session’s location linked', async () => (await ownerOf(location.id)) === userId);
    const claim = await client(env.app, userId, { sessionId: browser.sessionId }).post(
      '/api/maps/user/claim',
    );
    expect(claim.body).toEqual({ linked: 1 });
  });
});
