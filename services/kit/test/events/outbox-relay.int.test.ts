import type { AnyEventEnvelope } from '@groupmap/contracts';
import type { Knex } from 'knex';
import type { NatsConnection, Subscription } from 'nats';
import {
  appendToOutbox,
  createJetStreamPublisher,
  ensureStream,
  startOutboxRelay,
  type Publisher,
} from '../../src';
import {
  connectTestNats,
  createTestSchema,
  locationDeleted,
  silentLogger,
  testPrefix,
} from './support/events-test-env';
import { waitFor } from '../../src/testing/wait-for';

const SCHEMA = 'kit_events_relay';
const PREFIX = testPrefix('relay');
/** Long enough that only the NOTIFY on commit can explain a prompt publish. */
const NO_POLLING_MS = 60_000;
/**
 * How long a test waits for what the NOTIFY (or a lock's release) should bring: generous for a busy
 * machine, and still well before the first poll, so an arrival within it is not the poll's doing.
 */
const BEFORE_ANY_POLL = { timeoutMs: 15_000 };

class Rollback extends Error {}

let knex: Knex;
let nc: NatsConnection;
let subscription: Subscription;
const received: Array<{ event: AnyEventEnvelope }> = [];
/** Run after each test, so a failing assertion cannot leave relays running. */
const cleanups: Array<() => unknown> = [];

beforeAll(async () => {
  knex = await createTestSchema(SCHEMA);
  nc = await connectTestNats();
  await ensureStream(nc, { prefix: PREFIX, service: 'maps' });
  // What any NATS client subscribed to the subjects sees, in the order JetStream stored it.
  subscription = nc.subscribe(`${PREFIX}.maps.>`, {
    callback: (_error, message) => received.push({ event: message.json() }),
  });
});

afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

afterAll(async () => {
  subscription.unsubscribe();
  await nc.close();
  await knex.destroy();
});

async function startRelay(
  options: {
    publisher?: Publisher;
    pollIntervalMs?: number;
    backoff?: () => number;
    retentionMs?: number;
  } = {},
) {
  const relay = await startOutboxRelay({
    knex,
    nc,
    prefix: PREFIX,
    logger: silentLogger,
    service: 'maps',
    schema: SCHEMA,
    pollIntervalMs: NO_POLLING_MS,
    ...options,
  });
  cleanups.push(relay.stop);
  return relay;
}

function receivedFor(aggregateId: string): AnyEventEnvelope[] {
  return received.map((r) => r.event).filter((event) => event.aggregateId === aggregateId);
}

function append(aggregateId: string, locationId = 1) {
  return knex.transaction((trx) =>
    appendToOutbox(trx, {
      type: 'maps.location.deleted.v1',
      aggregateId,
      payload: locationDeleted(Number(aggregateId.replace(/\D/g, '')) || 1, locationId),
    }),
  );
}

describe('outbox relay', () => {
  it('publishes an event as its transaction commits, not at the next poll, and never a rolled-back one', async () => {
    await startRelay();

    let rolledBackId = '';
    await knex
      .transaction(async (trx) => {
        rolledBackId = (
          await appendToOutbox(trx, {
            type: 'maps.location.deleted.v1',
            aggregateId: '11',
            payload: locationDeleted(11, 1),
          })
        ).id;
        throw new Rollback();
      })
      .catch((error) => {
        if (!(error instanceof Rollback)) throw error;
      });
    const committed = await append('11', 2);

    const arrival = await waitFor(
      'the committed event',
      () => received.find((r) => r.event.id === committed.id),
      BEFORE_ANY_POLL,
    );
    expect(arrival.event).toEqual(committed);
    expect(received.some((r) => r.event.id === rolledBackId)).toBe(false);
    expect(await knex('outbox').where({ id: rolledBackId }).first()).toBeUndefined();
    // The rolled-back event did not use up a sequence number either.
    expect(committed.sequence).toBe(1);
    // The relay marks the row after NATS acknowledged it, so a subscriber may see the event first.
    const publishedAt = await waitFor('the row marked published', async () => {
      const row = await knex('outbox').where({ id: committed.id }).first();
      return row.published_at ?? undefined;
    });
    expect(publishedAt).toBeInstanceOf(Date);
  });

  it('gives concurrent appends to one aggregate gap-free increasing sequences', async () => {
    const attempts = 24;
    const results = await Promise.allSettled(
      Array.from({ length: attempts }, (_, i) =>
        knex.transaction(async (trx) => {
          const event = await appendToOutbox(trx, {
            type: 'maps.location.deleted.v1',
            aggregateId: '22',
            payload: locationDeleted(22, i + 1),
          });
          // Every fourth writer rolls back after taking a number; the next writer must reuse it.
          if (i % 4 === 3) throw new Rollback();
          return event.sequence;
        }),
      ),
    );

    const committed = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(attempts / 4);
    expect([...committed].sort((a, b) => a - b)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    const stored = await knex('outbox').where({ aggregate_id: '22' }).orderBy('sequence').pluck('sequence');
    expect(stored.map(Number)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
  });

  it('publishes the events of an aggregate in sequence order with two relays competing for them', async () => {
    await startRelay();
    await startRelay();

    const count = 30;
    await Promise.all(Array.from({ length: count }, (_, i) => append('33', i + 1)));

    await waitFor('every event of map 33', () => receivedFor('33').length === count);
    expect(receivedFor('33').map((event) => event.sequence)).toEqual(
      Array.from({ length: count }, (_, i) => i + 1),
    );
  });

  it('publishes rows it had to hold back once the earlier sequence they waited for is free, without waiting for a poll', async () => {
    const first = await append('36', 1);
    // Another relay's batch holds the aggregate's first row: this relay claims the later rows, may not
    // publish them before the first, and no NOTIFY will come again once the lock goes.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const locked = new Promise<void>((resolveLocked) => {
      void knex.transaction(async (trx) => {
        await trx.withSchema(SCHEMA).from('outbox').where({ id: first.id }).forUpdate();
        resolveLocked();
        await released;
      });
    });
    await locked;
    await startRelay();
    await append('36', 2);
    await append('36', 3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receivedFor('36')).toEqual([]);

    // The lock goes with no new row and no notification; the poll is a minute away.
    release();
    await waitFor('the three events of map 36', () => receivedFor('36').length === 3, BEFORE_ANY_POLL);
    expect(receivedFor('36').map((event) => event.sequence)).toEqual([1, 2, 3]);
  });

  it('parks a row whose payload breaks its contract and still publishes the next event of its aggregate', async () => {
    await knex('outbox_sequences').insert({ aggregate_id: '44', last: 1 });
    await knex('outbox').insert({
      id: '00000000-0000-4000-8000-000000000044',
      type: 'maps.location.deleted.v1',
      aggregate_id: '44',
      sequence: 1,
      payload: JSON.stringify({ mapId: 'forty-four' }),
      occurred_at: new Date(),
    });
    await startRelay();
    const next = await append('44');

    await waitFor('the next event of map 44', () => receivedFor('44').length === 1);
    expect(receivedFor('44')[0]?.id).toBe(next.id);
    const parked = await knex('outbox').where({ id: '00000000-0000-4000-8000-000000000044' }).first();
    expect(parked.parked_at).not.toBeNull();
    expect(parked.published_at).toBeNull();
    expect(parked.last_error).toContain('payload.mapId');
  });

  it('retries a failed publish after its backoff and records the failure', async () => {
    const jetStream = createJetStreamPublisher({ nc, prefix: PREFIX });
    cleanups.push(jetStream.close);
    let failuresLeft = 1;
    const flaky: Publisher = {
      isAvailable: () => true,
      publish: async (event) => {
        if (failuresLeft-- > 0) throw new Error('503 no responders');
        return jetStream.publish(event);
      },
    };
    await startRelay({ publisher: flaky, pollIntervalMs: 50, backoff: () => 100 });

    const event = await append('55');

    await waitFor('the retried event', () => receivedFor('55').length === 1);
    // The relay marks the row after JetStream acknowledges it, so the event can arrive first.
    const row = await waitFor('the row to be marked published', async () => {
      const current = await knex('outbox').where({ id: event.id }).first();
      return current?.published_at ? current : undefined;
    });
    expect(row).toMatchObject({ attempts: 1, last_error: '503 no responders', parked_at: null });
    expect(receivedFor('55')).toHaveLength(1);
  });

  it('prunes published rows older than the retention and keeps unpublished and parked ones', async () => {
    const dayMs = 24 * 60 * 60_000;
    const longAgo = new Date(Date.now() - 10 * dayMs);
    const row = (id: string, sequence: number, extra: Record<string, unknown>) => ({
      id,
      type: 'maps.location.deleted.v1',
      aggregate_id: '66',
      sequence,
      payload: JSON.stringify(locationDeleted(66, sequence)),
      occurred_at: longAgo,
      ...extra,
    });
    await knex('outbox').insert([
      row('00000000-0000-4000-8000-000000000661', 1, { published_at: longAgo }),
      row('00000000-0000-4000-8000-000000000662', 2, { published_at: new Date() }),
      row('00000000-0000-4000-8000-000000000663', 3, { parked_at: longAgo, last_error: 'poison' }),
    ]);

    await startRelay({ retentionMs: 7 * dayMs });

    const ids = await waitFor('the old published row to be pruned', async () => {
      const left: string[] = await knex('outbox')
        .where({ aggregate_id: '66' })
        .orderBy('sequence')
        .pluck('id');
      return left.length === 2 ? left : undefined;
    });
    expect(ids).toEqual(['00000000-0000-4000-8000-000000000662', '00000000-0000-4000-8000-000000000663']);
  });
});
