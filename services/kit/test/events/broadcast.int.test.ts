import type { AnyEventEnvelope } from '@groupmap/contracts';
import type { Knex } from 'knex';
import type { NatsConnection } from 'nats';
import {
  appendToOutbox,
  ensureStream,
  startOutboxRelay,
  subscribeBroadcast,
  type OutboxRelay,
} from '../../src/events';
import {
  connectTestNats,
  createTestSchema,
  locationDeleted,
  silentLogger,
  testPrefix,
} from './support/events-test-env';
import { waitFor } from './support/wait-for';

const SCHEMA = 'kit_events_broadcast';
const PREFIX = testPrefix('broadcast');

let knex: Knex;
let nc: NatsConnection;
let relay: OutboxRelay;

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

afterAll(async () => {
  await relay.stop();
  await nc.close();
  await knex.destroy();
});

function subscribe(seen: AnyEventEnvelope[]) {
  return subscribeBroadcast({
    nc,
    prefix: PREFIX,
    stream: 'maps',
    filterSubjects: ['maps.location.deleted.v1', 'maps.map.deleted.v1'],
    logger: silentLogger,
    handle: (event) => {
      seen.push(event);
    },
  });
}

describe('subscribeBroadcast', () => {
  it('delivers every event to every subscribed replica, in order', async () => {
    const first: AnyEventEnvelope[] = [];
    const second: AnyEventEnvelope[] = [];
    const subscriptions = [await subscribe(first), await subscribe(second)];

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
    await Promise.all(subscriptions.map((subscription) => subscription.stop()));
  });

  it('leaves out event types the subscriber did not ask for', async () => {
    const seen: AnyEventEnvelope[] = [];
    const subscription = await subscribeBroadcast({
      nc,
      prefix: PREFIX,
      stream: 'maps',
      filterSubjects: ['maps.map.deleted.v1'],
      logger: silentLogger,
      handle: (event) => {
        seen.push(event);
      },
    });

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
    await subscription.stop();
  });
});
