import type { AnyEventEnvelope, EventType } from '@groupmap/contracts';
import type { Knex } from 'knex';
import type { NatsConnection } from 'nats';
import {
  appendToOutbox,
  ensureStream,
  startOutboxRelay,
  subscribeBroadcast,
  type OutboxRelay,
} from '../../src';
import {
  connectTestNats,
  createTestSchema,
  locationDeleted,
  silentLogger,
  testPrefix,
} from './support/events-test-env';
import { waitFor } from '../../src/testing/wait-for';

const SCHEMA = 'kit_events_broadcast';
const PREFIX = testPrefix('broadcast');

let knex: Knex;
let nc: NatsConnection;
let relay: OutboxRelay;
const subscriptions: Array<{ stop(): Promise<void> }> = [];

beforeAll(async () => {
  knex = await createTestSchema(SCHEMA);
  nc = await connectTestNats();
  await ensureStream(nc, { prefix: PREFIX, service: 'maps' });
  relay = await startOutboxRelay({
    knex,
    nc,
    prefix: PREFIX,
    logger: silentLogger,
    service: 'maps',
    schema: SCHEMA,
  });
});

afterEach(async () => {
  await Promise.all(subscriptions.splice(0).map((subscription) => subscription.stop()));
});

afterAll(async () => {
  await relay.stop();
  await nc.close();
  await knex.destroy();
});

async function subscribe(seen: AnyEventEnvelope[], filterSubjects: EventType[]) {
  const subscription = await subscribeBroadcast({
    nc,
    prefix: PREFIX,
    stream: 'maps',
    filterSubjects,
    logger: silentLogger,
    handle: (event) => {
      seen.push(event);
    },
  });
  subscriptions.push(subscription);
}

describe('subscribeBroadcast', () => {
  it('delivers every event to every subscribed replica, in order', async () => {
    const first: AnyEventEnvelope[] = [];
    const second: AnyEventEnvelope[] = [];
    const types: EventType[] = ['maps.location.deleted.v1', 'maps.map.deleted.v1'];
    await subscribe(first, types);
    await subscribe(second, types);

    const published = await knex.transaction(async (trx) => [
      await appendToOutbox(trx, {
        type: 'maps.location.deleted.v1',
        aggregateId: '9',
        payload: locationDeleted(9, 1),
      }),
      await appendToOutbox(trx, {
        type: 'maps.location.deleted.v1',
        aggregateId: '9',
        payload: locationDeleted(9, 2),
      }),
      await appendToOutbox(trx, {
        type: 'maps.map.deleted.v1',
        aggregateId: '9',
        payload: { mapId: 9, passwordVersion: 0, permalink: 'nine' },
      }),
    ]);

    await waitFor('both replicas to see every event', () => first.length === 3 && second.length === 3);
    expect(first).toEqual(published);
    expect(second).toEqual(published);
  });

  it('leaves out event types the subscriber did not ask for', async () => {
    const seen: AnyEventEnvelope[] = [];
    await subscribe(seen, ['maps.map.deleted.v1']);

    const [, mapDeleted] = await knex.transaction(async (trx) => [
      await appendToOutbox(trx, {
        type: 'maps.location.deleted.v1',
        aggregateId: '10',
        payload: locationDeleted(10, 1),
      }),
      await appendToOutbox(trx, {
        type: 'maps.map.deleted.v1',
        aggregateId: '10',
        payload: { mapId: 10, passwordVersion: 0, permalink: 'ten' },
      }),
    ]);

    await waitFor('the map event', () => seen.length > 0);
    expect(seen).toEqual([mapDeleted]);
  });
});
