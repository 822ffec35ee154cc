import type { EventType } from '@groupmap/contracts';
import { startDurableConsumer, startOutboxRelay, type OutboxRelay } from '@groupmap/svc-kit';
import { waitFor } from '@groupmap/svc-kit/testing';
import { randomBytes } from 'node:crypto';
import { SCHEMA, SERVICE } from '../src/schema';
import { startMapsTestEnv, uniquePermalink, userOn, type MapsTestEnv } from './support/maps-test-env';

// Map events leave through the outbox and the relay; a consumer of maps' stream gets each once.
let env: MapsTestEnv;
let relay: OutboxRelay;
let consumer: { stop(): Promise<void> };
const received: { id: string; type: EventType; mapId: number; passwordVersion: number }[] = [];

beforeAll(async () => {
  env = await startMapsTestEnv();
  const prefix = env.config.EVENTS_PREFIX;
  relay = await startOutboxRelay({
    knex: env.knex,
    nc: env.nc,
    prefix,
    logger: env.logger,
    service: SERVICE,
    schema: SCHEMA,
  });
  consumer = await startDurableConsumer({
    nc: env.nc,
    knex: env.knex,
    prefix,
    logger: env.logger,
    schema: SCHEMA,
    stream: 'maps',
    durableName: `maps-events-test-${randomBytes(4).toString('hex')}`,
    filterSubjects: ['maps.map.created.v1', 'maps.map.updated.v1', 'maps.map.deleted.v1'],
    handle: async (event) => {
      const { mapId, passwordVersion } = event.payload;
      received.push({ id: event.id, type: event.type, mapId, passwordVersion });
    },
  });
});

afterAll(async () => {
  await consumer.stop();
  await relay.stop();
  await env.close();
});

it('delivers map created, updated and deleted exactly once each, in order', async () => {
  const owner = await userOn(env, 'pro');
  const { body: map } = await owner.post('/api/maps', { name: 'Events', permalink: uniquePermalink() });
  await owner.put(`/api/maps/${map.id}`, { name: 'Events', passwordProtected: true, password: 'secret' });
  await owner.delete(`/api/maps/${map.id}`);

  const ofMap = () => received.filter((event) => event.mapId === map.id);
  await waitFor('three map events', () => ofMap().length >= 3);
  // Give a duplicate delivery time to show up before asserting there is none.
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(ofMap().map(({ type, passwordVersion }) => ({ type, passwordVersion }))).toEqual([
    { type: 'maps.map.created.v1', passwordVersion: 0 },
    { type: 'maps.map.updated.v1', passwordVersion: 1 },
    { type: 'maps.map.deleted.v1', passwordVersion: 1 },
  ]);
  expect(new Set(ofMap().map((event) => event.id)).size).toBe(3);
});
