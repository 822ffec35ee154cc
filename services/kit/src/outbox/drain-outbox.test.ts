import type { AnyEventEnvelope } from '@groupmap/contracts';
import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { drainOutbox, type DrainOptions } from './drain-outbox';
import type { OutboxBatch, OutboxStore, Publisher } from './outbox-types';

interface StoredRow {
  id: string;
  type: string;
  aggregateId: string;
  sequence: number;
  payload: unknown;
  occurredAt: Date;
  attempts: number;
  requestId: string | null;
  nextAttemptAt: number;
  lastError: string | null;
  published: boolean;
  parked: boolean;
  /** Held by another relay's transaction. */
  lockedElsewhere: boolean;
}

/** An outbox in memory with the semantics of the Postgres one: claims skip locked rows, work commits or rolls back. */
class MemoryOutbox implements OutboxStore {
  rows: StoredRow[] = [];
  private sequences = new Map<string, number>();

  constructor(private readonly clock: { now: number }) {}

  append(
    aggregateId: string,
    payload: unknown = { mapId: 1, passwordVersion: 0, locationId: 1 },
    requestId: string | null = null,
  ): StoredRow {
    const sequence = (this.sequences.get(aggregateId) ?? 0) + 1;
    this.sequences.set(aggregateId, sequence);
    const row: StoredRow = {
      id: randomUUID(),
      type: 'maps.location.deleted.v1',
      aggregateId,
      sequence,
      payload,
      occurredAt: new Date(this.clock.now),
      attempts: 0,
      requestId,
      nextAttemptAt: this.clock.now,
      lastError: null,
      published: false,
      parked: false,
      lockedElsewhere: false,
    };
    this.rows.push(row);
    return row;
  }

  async inClaimedBatch<T>(limit: number, work: (batch: OutboxBatch) => Promise<T>): Promise<T> {
    const open = (r: StoredRow) => !r.published && !r.parked;
    const claimed = this.rows
      .filter((r) => open(r) && r.nextAttemptAt <= this.clock.now && !r.lockedElsewhere)
      .slice(0, limit);
    const highest = new Map<string, number>();
    for (const r of claimed)
      highest.set(r.aggregateId, Math.max(r.sequence, highest.get(r.aggregateId) ?? 0));
    const pending = this.rows
      .filter((r) => open(r) && r.sequence <= (highest.get(r.aggregateId) ?? 0))
      .map((r) => ({ aggregateId: r.aggregateId, sequence: r.sequence }));

    const changes: Array<() => void> = [];
    const find = (id: string) => this.rows.find((r) => r.id === id)!;
    const result = await work({
      claimed: claimed.map((r) => ({ ...r })),
      pending,
      markPublished: async (ids) => void changes.push(() => ids.forEach((id) => (find(id).published = true))),
      markFailed: async (id, failure) =>
        void changes.push(() =>
          Object.assign(find(id), {
            attempts: failure.attempts,
            nextAttemptAt: failure.nextAttemptAt.getTime(),
            lastError: failure.error,
          }),
        ),
      park: async (id, failure) =>
        void changes.push(() =>
          Object.assign(find(id), { parked: true, attempts: failure.attempts, lastError: failure.error }),
        ),
    });
    // Reached only when work did not throw: the transaction commits.
    changes.forEach((apply) => apply());
    return result;
  }
}

class FakePublisher implements Publisher {
  published: AnyEventEnvelope[] = [];
  /** The request id each published event went out with, by event id. */
  requestIds = new Map<string, string | null | undefined>();
  failing = new Set<string>();
  available = true;

  async publish(event: AnyEventEnvelope, requestId?: string | null) {
    if (this.failing.has(event.id)) throw new Error('no stream response');
    this.published.push(event);
    this.requestIds.set(event.id, requestId);
    return { duplicate: false };
  }

  isAvailable() {
    return this.available;
  }
}

function setup(options: Partial<DrainOptions> = {}) {
  const clock = { now: Date.parse('2025-01-01T00:00:00Z') };
  const store = new MemoryOutbox(clock);
  const publisher = new FakePublisher();
  const logs: Array<{ level: number; msg: string; eventId?: string }> = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => logs.push(JSON.parse(line)) });
  const drainOptions: DrainOptions = { batchSize: 10, maxAttempts: 3, backoff: (n) => n * 1_000, ...options };
  const drain = () => drainOutbox({ store, publisher, logger, now: () => clock.now }, drainOptions);
  return { clock, store, publisher, logs, drain };
}

const ERROR = 50;
const sequencesOf = (events: AnyEventEnvelope[]) => events.map((e) => `${e.aggregateId}:${e.sequence}`);

describe('drainOutbox', () => {
  it('publishes due rows as envelopes and marks them published', async () => {
    const { store, publisher, drain } = setup();
    const row = store.append('7');

    const result = await drain();

    expect(result).toEqual({ claimed: 1, published: 1, failed: 0, parked: 0 });
    expect(publisher.published).toEqual([
      {
        id: row.id,
        type: 'maps.location.deleted.v1',
        occurredAt: '2025-01-01T00:00:00.000Z',
        aggregateId: '7',
        sequence: 1,
        payload: { mapId: 1, passwordVersion: 0, locationId: 1 },
      },
    ]);
    expect(store.rows[0]?.published).toBe(true);
    expect((await drain()).published).toBe(0);
  });

  it('publishes each row with the request id that appended it, and rows without one with none', async () => {
    const { store, publisher, drain } = setup();
    const fromRequest = store.append('7', undefined, 'gw-123');
    const fromJob = store.append('7');

    await drain();

    expect(publisher.requestIds.get(fromRequest.id)).toBe('gw-123');
    expect(publisher.requestIds.get(fromJob.id)).toBeNull();
  });

  it('never publishes a later sequence of an aggregate while an earlier one waits for its retry', async () => {
    const { store, publisher, clock, drain } = setup();
    const first = store.append('m1');
    store.append('m1');
    store.append('m2');
    publisher.failing.add(first.id);

    await drain();
    expect(sequencesOf(publisher.published)).toEqual([]);

    // m1:1 now waits for its backoff; m2 is free to go, m1:2 must stay behind m1:1.
    publisher.failing.clear();
    await drain();
    expect(sequencesOf(publisher.published)).toEqual(['m2:1']);

    clock.now += 1_000;
    await drain();
    expect(sequencesOf(publisher.published)).toEqual(['m2:1', 'm1:1', 'm1:2']);
  });

  it('leaves the rows of an aggregate alone while another relay holds its earliest row', async () => {
    const { store, publisher, drain } = setup();
    const first = store.append('m1');
    store.append('m1');
    first.lockedElsewhere = true;

    expect((await drain()).published).toBe(0);

    first.lockedElsewhere = false;
    first.published = true;
    await drain();
    expect(sequencesOf(publisher.published)).toEqual(['m1:2']);
  });

  it('schedules a failed row for a later attempt with the backoff of its attempt count', async () => {
    const { store, publisher, clock, drain } = setup({ backoff: (attempts) => attempts * 1_000 });
    const row = store.append('m1');
    publisher.failing.add(row.id);
    const start = clock.now;

    expect(await drain()).toEqual({ claimed: 1, published: 0, failed: 1, parked: 0 });
    expect(store.rows[0]).toMatchObject({
      attempts: 1,
      nextAttemptAt: start + 1_000,
      lastError: 'no stream response',
    });

    expect((await drain()).claimed).toBe(0);
    clock.now = start + 1_000;
    await drain();
    expect(store.rows[0]).toMatchObject({ attempts: 2, nextAttemptAt: start + 1_000 + 2_000 });
  });

  it('parks a row after its last allowed attempt and logs an error', async () => {
    const { store, publisher, clock, logs, drain } = setup({ maxAttempts: 3 });
    const row = store.append('m1');
    publisher.failing.add(row.id);

    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await drain();
      clock.now += 60_000;
    }

    expect(store.rows[0]).toMatchObject({ parked: true, attempts: 3, lastError: 'no stream response' });
    expect(logs).toContainEqual(
      expect.objectContaining({ level: ERROR, eventId: row.id, msg: 'outbox row parked: out of attempts' }),
    );
    expect((await drain()).claimed).toBe(0);
  });

  it('parks a row with an invalid payload at once and still publishes the rows after it', async () => {
    const { store, publisher, logs, drain } = setup();
    const poison = store.append('m1', { mapId: 'not a number' });
    store.append('m1');

    const result = await drain();

    expect(result).toMatchObject({ published: 1, parked: 1 });
    expect(store.rows[0]).toMatchObject({ parked: true, attempts: 0 });
    expect(store.rows[0]?.lastError).toContain('payload.mapId');
    expect(sequencesOf(publisher.published)).toEqual(['m1:2']);
    expect(logs).toContainEqual(
      expect.objectContaining({ level: ERROR, eventId: poison.id, msg: 'outbox row parked: invalid event' }),
    );
  });

  it('stops the batch at the first failed publish, leaving later rows untouched', async () => {
    const { store, publisher, drain } = setup();
    const failing = store.append('m1');
    store.append('m2');
    publisher.failing.add(failing.id);

    expect(await drain()).toMatchObject({ published: 0, failed: 1 });
    expect(store.rows[1]).toMatchObject({ published: false, attempts: 0 });
  });

  it('claims nothing while the publisher is disconnected, so outages cost no attempts', async () => {
    const { store, publisher, drain } = setup();
    store.append('m1');
    publisher.available = false;

    expect((await drain()).claimed).toBe(0);
    expect(store.rows[0]).toMatchObject({ attempts: 0, published: false });
  });

  it('keeps rows unpublished when marking them fails, so they are published again', async () => {
    const { store, publisher, drain } = setup();
    store.append('m1');
    const realClaim = store.inClaimedBatch.bind(store);
    store.inClaimedBatch = (limit, work) =>
      realClaim(limit, async (batch) => {
        await work({ ...batch, markPublished: async () => Promise.reject(new Error('connection lost')) });
        throw new Error('connection lost');
      });

    await expect(drain()).rejects.toThrow('connection lost');
    expect(store.rows[0]?.published).toBe(false);
    expect(publisher.published).toHaveLength(1);
  });
});
