import { randomUUID } from 'node:crypto';
import { eventSubject, streamName, type EventOf } from '@groupmap/contracts';
import type { Knex } from 'knex';
import type { NatsConnection } from 'nats';
import { ensureStream, startDurableConsumer } from '../../src';
import {
  connectTestNats,
  createTestSchema,
  effectCount,
  EFFECTS_TABLE,
  locationDeleted,
  silentLogger,
  testPrefix,
} from './support/events-test-env';
import { waitFor } from '../../src/testing/wait-for';

const SCHEMA = 'kit_events_consumer';
const PREFIX = testPrefix('consumer');

let knex: Knex;
let nc: NatsConnection;
const stops: Array<() => Promise<void>> = [];

beforeAll(async () => {
  knex = await createTestSchema(SCHEMA);
  nc = await connectTestNats();
  await ensureStream(nc, { prefix: PREFIX, service: 'maps' });
});

// Each test's consumer is new and starts at the stream's beginning: it sees only this test's events.
beforeEach(async () => {
  const jsm = await nc.jetstreamManager();
  await jsm.streams.purge(streamName(PREFIX, 'maps'));
});

afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

afterAll(async () => {
  await nc.close();
  await knex.destroy();
});

function locationDeletedEvent(locationId: number): EventOf<'maps.location.deleted.v1'> {
  return {
    id: randomUUID(),
    type: 'maps.location.deleted.v1',
    occurredAt: new Date().toISOString(),
    aggregateId: '5',
    sequence: locationId,
    payload: locationDeleted(5, locationId),
  };
}

/** Publishes straight to JetStream, as a relay would, with the msgID chosen by the test. */
async function publish(body: unknown, msgID: string) {
  await nc
    .jetstream()
    .publish(eventSubject(PREFIX, 'maps.location.deleted.v1'), JSON.stringify(body), { msgID });
}

async function startConsumer(
  durableName: string,
  handle: (event: EventOf<'maps.location.deleted.v1'>, trx: Knex.Transaction) => Promise<void> = recordEffect,
) {
  const consumer = await startDurableConsumer({
    nc,
    knex,
    prefix: PREFIX,
    stream: 'maps',
    durableName,
    filterSubjects: ['maps.location.deleted.v1'],
    logger: silentLogger,
    schema: SCHEMA,
    handle,
    retryDelay: () => 50,
  });
  stops.push(consumer.stop);
  return consumer;
}

async function recordEffect(event: EventOf<'maps.location.deleted.v1'>, trx: Knex.Transaction) {
  await trx(EFFECTS_TABLE).insert({
    event_id: event.id,
    note: `location ${event.payload.locationId} deleted`,
  });
}

async function consumerIsIdle(durableName: string): Promise<boolean> {
  const jsm = await nc.jetstreamManager();
  const info = await jsm.consumers.info(streamName(PREFIX, 'maps'), durableName);
  return info.num_pending === 0 && info.num_ack_pending === 0;
}

describe('startDurableConsumer', () => {
  it('applies an event stored twice in the stream (different msgIDs) only once', async () => {
    await startConsumer('twice');
    const event = locationDeletedEvent(1);

    await publish(event, `${event.id}-first`);
    await publish(event, `${event.id}-second`);

    await waitFor(
      'both copies to be settled',
      async () => (await consumerIsIdle('twice')) && (await effectCount(knex, event.id)) > 0,
    );
    expect(await effectCount(knex, event.id)).toBe(1);
    expect(await knex('processed_events').where({ consumer: 'twice', event_id: event.id })).toHaveLength(1);
  });

  it('redelivers an event whose handler failed and applies it once, without the failed attempt’s writes', async () => {
    const calls: string[] = [];
    await startConsumer('flaky', async (event, trx) => {
      await recordEffect(event, trx);
      calls.push(event.id);
      if (calls.length === 1) throw new Error('deadlock detected');
    });
    const event = locationDeletedEvent(2);

    await publish(event, event.id);

    await waitFor(
      'the redelivered event to be applied',
      async () => (await effectCount(knex, event.id)) === 1 && (await consumerIsIdle('flaky')),
    );
    expect(calls).toEqual([event.id, event.id]);
    expect(await effectCount(knex, event.id)).toBe(1);
  });

  it('terminates an invalid event and goes on with the next one', async () => {
    await startConsumer('strict');
    const valid = locationDeletedEvent(3);

    await publish({ ...locationDeletedEvent(4), payload: { mapId: 'five' } }, randomUUID());
    await publish(valid, valid.id);

    await waitFor('the valid event to be applied', async () => (await effectCount(knex, valid.id)) === 1);
    await waitFor('the consumer to settle', () => consumerIsIdle('strict'));
    expect(await knex('processed_events').where({ consumer: 'strict' }).pluck('event_id')).toEqual([
      valid.id,
    ]);
  });

  it('shares one durable consumer between replicas: each event is applied by exactly one of them', async () => {
    const appliedBy: Record<string, string[]> = { a: [], b: [] };
    for (const replica of ['a', 'b'] as const) {
      await startConsumer('shared', async (event, trx) => {
        await recordEffect(event, trx);
        appliedBy[replica]!.push(event.id);
      });
    }
    const events = Array.from({ length: 20 }, (_, i) => locationDeletedEvent(100 + i));

    for (const event of events) await publish(event, event.id);

    await waitFor(
      'every event to be applied',
      async () => (await knex('processed_events').where({ consumer: 'shared' })).length === events.length,
    );
    await waitFor('the consumer to settle', () => consumerIsIdle('shared'));
    const applied = [...appliedBy.a!, ...appliedBy.b!].sort();
    expect(applied).toEqual(events.map((event) => event.id).sort());
    for (const event of events) expect(await effectCount(knex, event.id)).toBe(1);
  });

  it('prunes its processed-event records older than the retention', async () => {
    const dayMs = 24 * 60 * 60_000;
    const old = {
      consumer: 'pruning',
      event_id: randomUUID(),
      processed_at: new Date(Date.now() - 60 * dayMs),
    };
    const recent = { consumer: 'pruning', event_id: randomUUID(), processed_at: new Date() };
    const otherConsumer = { ...old, consumer: 'someone-else' };
    await knex('processed_events').insert([old, recent, otherConsumer]);

    const consumer = await startDurableConsumer({
      nc,
      knex,
      prefix: PREFIX,
      stream: 'maps',
      durableName: 'pruning',
      filterSubjects: ['maps.location.deleted.v1'],
      logger: silentLogger,
      schema: SCHEMA,
      handle: recordEffect,
      processedRetentionMs: 30 * dayMs,
    });
    stops.push(consumer.stop);

    const left = await waitFor('the old record to be pruned', async () => {
      const rows: Array<{ consumer: string; event_id: string }> = await knex('processed_events').whereIn(
        'consumer',
        ['pruning', 'someone-else'],
      );
      return rows.length === 2 ? rows.map((r) => `${r.consumer} ${r.event_id}`).sort() : undefined;
    });
    expect(left).toEqual([`pruning ${recent.event_id}`, `someone-else ${old.event_id}`].sort());
  });
});
