import { createDb, ensureStream, migrateSchema, startOutboxRelay } from '@groupmap/svc-kit';
import { waitFor } from '@groupmap/svc-kit/testing';
import type { Knex } from 'knex';
import path from 'node:path';
import { startPlanChangeConsumer } from '../../auth/src/consumers/plan-changes';
import { startPeriodEndJob } from '../src/jobs/period-end-job';
import { SCHEMA, SERVICE } from '../src/schema';
import { asUser, startBillingEnv, subscriptionOf, type BillingEnv } from './support/billing-env';

// Billing's outbox relay and auth's real plan consumer, over the run's NATS and database: what a
// user's account shows after a checkout and after a period end.
let env: BillingEnv;
let authDb: Knex;
let stops: (() => Promise<void>)[] = [];

beforeAll(async () => {
  env = await startBillingEnv();
  authDb = createDb({ url: process.env.TEST_DATABASE_URL!, schema: 'auth', logger: env.logger });
  await migrateSchema(authDb, { schema: 'auth', directory: path.join(__dirname, '../../auth/migrations') });
  await ensureStream(env.nc, { prefix: env.prefix, service: SERVICE });
  const relay = await startOutboxRelay({
    knex: env.knex,
    nc: env.nc,
    prefix: env.prefix,
    logger: env.logger,
    service: SERVICE,
    schema: SCHEMA,
  });
  const consumer = await startPlanChangeConsumer({
    nc: env.nc,
    knex: authDb,
    prefix: env.prefix,
    logger: env.logger,
  });
  stops = [() => consumer.stop(), () => relay.stop()];
}, 30_000);

afterAll(async () => {
  for (const stop of stops) await stop();
  await authDb.destroy();
  await env.close();
});

async function authAccount() {
  const username = `auth${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const [row] = await authDb('users')
    .insert({ username, email: `${username}@example.com`, password_hash: 'not-used-here' })
    .returning('id');
  return env.newUser({ id: (row as { id: number }).id });
}

const accountOf = (id: number) =>
  authDb('users').where({ id }).first('current_plan', 'subscription_status', 'subscription_period_end');

it("a checkout completed twice at once reaches the user's account once, and so does the period end", async () => {
  const user = await authAccount();
  const { body } = await asUser(env.app, user).post('/api/subscribe/pro?interval=year');
  const complete = `/api/billing/test-checkout/${(body as { url: string }).url.split('/').pop()}/complete`;
  await Promise.all([asUser(env.app, user).post(complete), asUser(env.app, user).post(complete)]);
  const periodEnd = (await subscriptionOf(env.knex, user.id)).current_period_end as Date;

  const upgraded = await waitFor('pro on the account', async () => {
    const account = await accountOf(user.id);
    return account?.current_plan === 'pro' && account;
  });
  expect(upgraded).toEqual({
    current_plan: 'pro',
    subscription_status: 'active',
    subscription_period_end: periodEnd,
  });

  await asUser(env.app, user).post('/api/subscribe/free?interval=year');
  const job = startPeriodEndJob({
    knex: env.knex,
    clock: () => new Date(periodEnd.getTime() + 1_000),
    intervalMs: 3_600_000,
    logger: env.logger,
  });
  await job.runOnce();
  await job.stop();
  const downgraded = await waitFor('free on the account', async () => {
    const account = await accountOf(user.id);
    return account?.current_plan === 'free' && account;
  });
  expect(downgraded).toEqual({
    current_plan: 'free',
    subscription_status: 'canceled',
    subscription_period_end: periodEnd,
  });

  const eventIds = await env
    .knex('outbox')
    .where({ aggregate_id: String(user.id) })
    .pluck('id');
  expect(eventIds).toHaveLength(2);
  expect(await authDb('processed_events').whereIn('event_id', eventIds).count({ n: '*' })).toEqual([
    { n: '2' },
  ]);
});
