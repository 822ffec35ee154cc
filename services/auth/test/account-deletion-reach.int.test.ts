import { eventSubject } from '@groupmap/contracts';
import { createDb, createLogger, ensureStream, migrateSchema, startOutboxRelay } from '@groupmap/svc-kit';
import { waitFor } from '@groupmap/svc-kit/testing';
import type { Knex } from 'knex';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { createTestCheckoutProvider } from '../../billing/src/checkout/test-checkout-provider';
import { startAccountDeletionConsumer as startBillingConsumer } from '../../billing/src/consumers/account-deletions';
import { applySubscriptionChange } from '../../billing/src/domain/subscription-change';
import { startAccountDeletionConsumer as startMapsConsumer } from '../../maps/src/consumers/account-deletions';
import { startAccountDeletionJob } from '../src/jobs/account-deletion-job';
import { PASSWORD, registerOn } from './support/accounts';
import { startAuthTestEnv, visitorOf, type AuthTestEnv } from './support/auth-test-env';
import { asGateway, handedOverSession } from './support/http';

// The whole way of an account deletion (issue 11): auth's job records auth.account.deleted.v1 in its
// outbox, its relay publishes it, and maps' and billing's real consumers act on it, once each, even
// when the event comes again.
let env: AuthTestEnv;
let mapsDb: Knex;
let billingDb: Knex;
const stops: Array<() => Promise<void>> = [];
const logger = createLogger({ name: 'account-deletion-reach-test', level: 'silent' });
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  // A prefix of its own: the maps and billing suites run consumers of the same durable names on the
  // run's prefix, and this relay publishes the whole auth outbox the test files share.
  env = await startAuthTestEnv({ EVENTS_PREFIX: `${process.env.EVENTS_PREFIX ?? ''}reach` });
  const prefix = env.config.EVENTS_PREFIX;
  const url = env.config.DATABASE_URL;
  mapsDb = createDb({ url, schema: 'maps', logger });
  await migrateSchema(mapsDb, { schema: 'maps', directory: path.join(__dirname, '../../maps/migrations') });
  billingDb = createDb({ url, schema: 'billing', logger });
  await migrateSchema(billingDb, {
    schema: 'billing',
    directory: path.join(__dirname, '../../billing/migrations'),
  });
  await ensureStream(env.nc, { prefix, service: 'auth' });
  const relay = await startOutboxRelay({
    knex: env.knex,
    nc: env.nc,
    prefix,
    logger,
    service: 'auth',
    schema: 'auth',
  });
  const maps = await startMapsConsumer(
    { nc: env.nc, knex: mapsDb, prefix, logger },
    { remove: async () => undefined },
  );
  const billing = await startBillingConsumer(
    { nc: env.nc, knex: billingDb, prefix, logger },
    { provider: createTestCheckoutProvider({ knex: billingDb }) },
  );
  stops.push(billing.stop, maps.stop, relay.stop);
}, 30_000);

afterAll(async () => {
  for (const stop of stops) await stop();
  await mapsDb.destroy();
  await billingDb.destroy();
  await env.close();
});

/** An account with a map of its own and a running subscription, its deletion requested. */
async function leavingAccount() {
  const visitor = await env.newVisitor();
  const { res, username } = await registerOn(env, visitor);
  const userId = res.body.id as number;
  const [map] = (await mapsDb('maps')
    .insert({ user_id: userId, name: 'Leaving', permalink: `leaving-${randomUUID()}` })
    .returning('id')) as { id: number }[];
  await mapsDb('locations').insert({
    map_id: map!.id,
    name: 'Spot',
    address: 'Street 1',
    latitude: 1,
    longitude: 2,
  });
  await billingDb.transaction((trx) =>
    applySubscriptionChange(trx, {
      userId,
      plan: 'pro',
      status: 'active',
      currentPeriodStart: new Date(),
      currentPeriodEnd: new Date(Date.now() + 365 * DAY_MS),
      cancelAtPeriodEnd: false,
      scheduledPlan: null,
      stripeSubscriptionId: null,
      source: 'operator',
      occurredAt: new Date(),
    }),
  );
  const signedIn = visitorOf(handedOverSession(res)!, visitor.ip);
  const deletion = await asGateway(env.app, signedIn.identity({ id: userId, username })).post(
    '/api/account/deletion',
    { password: PASSWORD, username },
  );
  expect(deletion.status).toBe(200);
  return { userId, mapId: map!.id };
}

/**
 * Runs the deletion job as it runs in production (the real clock) once this account's grace period
 * is over: its date is moved back, so accounts other test files scheduled are not touched.
 */
async function runJobAfterGracePeriod(userId: number) {
  await env
    .knex('users')
    .where({ id: userId })
    .update({ deletion_scheduled_for: new Date(Date.now() - 1_000) });
  const job = startAccountDeletionJob({ knex: env.knex, logger, intervalMs: 3_600_000 });
  await job.runOnce();
  await job.stop();
}

const handledBy = async (eventId: string) => ({
  maps: (await mapsDb('processed_events').where({ event_id: eventId })).length,
  billing: (await billingDb('processed_events').where({ event_id: eventId })).length,
});

it('reaches maps and billing once each: the maps go, the subscription ends, and a redelivery changes nothing', async () => {
  const account = await leavingAccount();
  await runJobAfterGracePeriod(account.userId);
  const [event] = (await env
    .knex('outbox')
    .where({ type: 'auth.account.deleted.v1', aggregate_id: String(account.userId) })
    .select('id', 'type', 'occurred_at', 'aggregate_id', 'sequence', 'payload')) as Array<{
    id: string;
    occurred_at: Date;
    sequence: string;
    payload: { userId: number };
  }>;
  expect(event).toBeDefined();

  await waitFor('maps and billing handled the deletion', async () => {
    const handled = await handledBy(event!.id);
    return handled.maps === 1 && handled.billing === 1;
  });
  expect(await mapsDb('maps').where({ id: account.mapId }).first()).toBeUndefined();
  expect(await mapsDb('locations').where({ map_id: account.mapId })).toEqual([]);
  const ended = await billingDb('subscriptions').where({ user_id: account.userId }).first();
  expect(ended).toMatchObject({ plan_tier: 'free', status: 'canceled' });

  // The same event again (a redelivery), then another account's deletion to know when it was seen.
  await env.nc.jetstream().publish(
    eventSubject(env.config.EVENTS_PREFIX, 'auth.account.deleted.v1'),
    JSON.stringify({
      id: event!.id,
      type: 'auth.account.deleted.v1',
      occurredAt: event!.occurred_at.toISOString(),
      aggregateId: String(account.userId),
      sequence: Number(event!.sequence),
      payload: event!.payload,
    }),
    { msgID: randomUUID() },
  );
  const marker = await leavingAccount();
  await runJobAfterGracePeriod(marker.userId);
  await waitFor('the later deletion handled', async () =>
    (await billingDb('subscriptions').where({ user_id: marker.userId, status: 'canceled' }).first()) !==
      undefined && (await mapsDb('maps').where({ id: marker.mapId }).first()) === undefined
      ? true
      : false,
  );

  expect(await handledBy(event!.id)).toEqual({ maps: 1, billing: 1 });
  expect(
    await mapsDb('outbox').where({ type: 'maps.map.deleted.v1', aggregate_id: String(account.mapId) }),
  ).toHaveLength(1);
  expect((await billingDb('subscriptions').where({ user_id: account.userId }).first()).updated_at).toEqual(
    ended.updated_at,
  );
});
