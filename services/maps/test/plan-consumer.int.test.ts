import { randomUUID } from 'node:crypto';
import { createJetStreamPublisher, ensureStreamExists } from '@groupmap/svc-kit';
import { waitFor } from '@groupmap/svc-kit/testing';
import { startPlanChangeConsumer } from '../src/consumers/plan-changes';
import { planOf } from '../src/db/plan-repository';
import {
  client,
  newUserId,
  startMapsTestEnv,
  uniquePermalink,
  type MapsTestEnv,
} from './support/maps-test-env';

// The owner's plan reaches maps only through billing's `billing.plan.changed.v1` events.
let env: MapsTestEnv;
let consumer: { stop(): Promise<void> };

beforeAll(async () => {
  env = await startMapsTestEnv();
  const { nc, knex, logger } = env;
  consumer = await startPlanChangeConsumer({ nc, knex, logger, prefix: env.config.EVENTS_PREFIX });
});

afterAll(async () => {
  await consumer.stop();
  await env.close();
});

it("applies billing's plan change, so the user may then create a second map, and skips an older one", async () => {
  const prefix = env.config.EVENTS_PREFIX;
  await ensureStreamExists(env.nc, { prefix, service: 'billing' });
  const publisher = createJetStreamPublisher({ nc: env.nc, prefix });
  const userId = newUserId();
  const planEvent = (plan: 'pro' | 'free', sequence: number) => ({
    id: randomUUID(),
    type: 'billing.plan.changed.v1' as const,
    occurredAt: new Date().toISOString(),
    aggregateId: String(userId),
    sequence,
    payload: { userId, plan, status: plan === 'pro' ? ('active' as const) : null, periodEnd: null },
  });

  const user = client(env.app, userId);
  expect((await user.post('/api/maps', { name: 'One', permalink: uniquePermalink() })).status).toBe(201);
  const pro = planEvent('pro', 2);
  const olderFree = planEvent('free', 1);
  await publisher.publish(pro);
  await publisher.publish(olderFree);
  publisher.close();
  await waitFor('both events handled', async () => {
    const handled = await env
      .knex('processed_events')
      .whereIn('event_id', [pro.id, olderFree.id])
      .pluck('event_id');
    return handled.length === 2;
  });

  expect(await planOf(env.knex, userId)).toBe('pro');
  expect((await user.post('/api/maps', { name: 'Two', permalink: uniquePermalink() })).status).toBe(201);
});
