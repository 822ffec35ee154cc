import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { currentRequestId, runWithRequestId } from '../logging/request-id-context';
import { handleDelivery, type Delivery, type DeliveryDeps } from './handle-delivery';

type Handled = 'maps.location.deleted.v1';

interface FakeTransaction {
  effects: string[];
}

/** A consumer's database in memory: effects and processed ids commit together or not at all. */
class MemoryInbox {
  processed = new Set<string>();
  effects: string[] = [];
  timeline: string[] = [];

  async runOnce(eventId: string, apply: (trx: FakeTransaction) => Promise<void>): Promise<boolean> {
    if (this.processed.has(eventId)) return false;
    const trx: FakeTransaction = { effects: [] };
    await apply(trx);
    this.processed.add(eventId);
    this.effects.push(...trx.effects);
    this.timeline.push('commit');
    return true;
  }
}

class FakeDelivery implements Delivery {
  subject = 'maps.location.deleted.v1';
  settled: Array<{ how: 'ack' | 'term' } | { how: 'nak'; delayMs: number }> = [];

  constructor(
    private readonly body: string,
    private readonly timeline: string[],
    public deliveryCount = 1,
    public requestId?: string,
  ) {}

  text() {
    return this.body;
  }
  ack() {
    this.timeline.push('ack');
    this.settled.push({ how: 'ack' });
  }
  nak(delayMs: number) {
    this.settled.push({ how: 'nak', delayMs });
  }
  term() {
    this.settled.push({ how: 'term' });
  }
}

function eventJson(overrides: Record<string, unknown> = {}) {
  return JSON.stringify({
    id: randomUUID(),
    type: 'maps.location.deleted.v1',
    occurredAt: '2025-01-01T00:00:00.000Z',
    aggregateId: '1',
    sequence: 1,
    payload: { mapId: 1, passwordVersion: 0, locationId: 9 },
    ...overrides,
  });
}

function setup(overrides: Partial<DeliveryDeps<Handled, FakeTransaction>> = {}) {
  const inbox = new MemoryInbox();
  const logs: Array<{ level: number; msg: string }> = [];
  const deps: DeliveryDeps<Handled, FakeTransaction> = {
    types: new Set(['maps.location.deleted.v1']),
    runOnce: (id, apply) => inbox.runOnce(id, apply),
    handle: async (event, trx) => {
      trx.effects.push(`deleted location ${event.payload.locationId}`);
    },
    logger: pino({ level: 'debug' }, { write: (line: string) => logs.push(JSON.parse(line)) }),
    retryDelay: (count) => count * 100,
    maxDeliver: 5,
    ...overrides,
  };
  const deliver = (body: string, deliveryCount = 1, requestId?: string) => {
    const delivery = new FakeDelivery(body, inbox.timeline, deliveryCount, requestId);
    return { delivery, outcome: handleDelivery(delivery, deps) };
  };
  return { inbox, logs, deliver };
}

const ERROR = 50;

describe('handleDelivery', () => {
  it('applies an event and acknowledges it only after its transaction committed', async () => {
    const { inbox, deliver } = setup();
    const { delivery, outcome } = deliver(eventJson());

    expect(await outcome).toBe('applied');
    expect(inbox.effects).toEqual(['deleted location 9']);
    expect(delivery.settled).toEqual([{ how: 'ack' }]);
    expect(inbox.timeline).toEqual(['commit', 'ack']);
  });

  it('skips the handler for an event already processed and acknowledges it', async () => {
    const { inbox, deliver } = setup();
    const body = eventJson();
    await deliver(body).outcome;

    const again = deliver(body, 2);

    expect(await again.outcome).toBe('duplicate');
    expect(inbox.effects).toEqual(['deleted location 9']);
    expect(again.delivery.settled).toEqual([{ how: 'ack' }]);
  });

  it('terminates an event that breaks its contract and logs an error', async () => {
    const { inbox, logs, deliver } = setup();
    const { delivery, outcome } = deliver(eventJson({ payload: { mapId: 1 } }));

    expect(await outcome).toBe('invalid');
    expect(delivery.settled).toEqual([{ how: 'term' }]);
    expect(inbox.effects).toEqual([]);
    expect(logs).toContainEqual(expect.objectContaining({ level: ERROR, msg: 'invalid event terminated' }));
  });

  it('terminates a message that is not JSON', async () => {
    const { deliver } = setup();
    const { delivery, outcome } = deliver('{not json');

    expect(await outcome).toBe('invalid');
    expect(delivery.settled).toEqual([{ how: 'term' }]);
  });

  it('acknowledges event types this consumer does not handle without running the handler', async () => {
    const { inbox, deliver } = setup();
    const { delivery, outcome } = deliver(
      eventJson({ type: 'maps.map.deleted.v1', payload: { mapId: 1, passwordVersion: 0, permalink: 'x' } }),
    );

    expect(await outcome).toBe('ignored');
    expect(delivery.settled).toEqual([{ how: 'ack' }]);
    expect(inbox.processed.size).toBe(0);
  });

  it('redelivers after a delay when the handler fails, recording nothing, then applies it once', async () => {
    let failures = 1;
    const { inbox, deliver } = setup({
      handle: async (event, trx) => {
        trx.effects.push(`deleted location ${event.payload.locationId}`);
        if (failures-- > 0) throw new Error('deadlock detected');
      },
    });
    const body = eventJson();

    const first = deliver(body, 3);
    expect(await first.outcome).toBe('retrying');
    expect(first.delivery.settled).toEqual([{ how: 'nak', delayMs: 300 }]);
    expect(inbox.processed.size).toBe(0);
    expect(inbox.effects).toEqual([]);

    expect(await deliver(body, 4).outcome).toBe('applied');
    expect(inbox.effects).toEqual(['deleted location 9']);
  });

  it('runs the handler in the scope of the request id the delivery carries, and of none without one', async () => {
    const seen: Array<string | undefined> = [];
    const { deliver } = setup({
      handle: async () => {
        seen.push(currentRequestId());
      },
    });

    await deliver(eventJson(), 1, 'gw-123').outcome;
    // A job's event: no id, not even one left over from whatever scope the consumer loop is in.
    await runWithRequestId('stale', () => deliver(eventJson()).outcome);

    expect(seen).toEqual(['gw-123', undefined]);
  });

  it('drops an event whose handler fails on its last allowed delivery, with an error log', async () => {
    const { logs, deliver } = setup({
      maxDeliver: 2,
      handle: async () => Promise.reject(new Error('bug')),
    });

    const { delivery, outcome } = deliver(eventJson(), 2);

    expect(await outcome).toBe('given-up');
    expect(delivery.settled).toEqual([{ how: 'term' }]);
    expect(logs).toContainEqual(
      expect.objectContaining({
        level: ERROR,
        msg: 'event handler failed on its last delivery; event dropped',
      }),
    );
  });
});
