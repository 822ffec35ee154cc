import type { AnyEventEnvelope } from '@groupmap/contracts';
import type { Knex } from 'knex';
import type { NatsConnection, Subscription } from 'nats';
import { pino } from 'pino';
import {
  appendToOutbox,
  connectNats,
  createJetStreamPublisher,
  ensureStream,
  startOutboxRelay,
} from '../../src';
import { startTcpProxy, type TcpProxy } from '../tcp-proxy';
import { connectTestNats, createTestSchema, locationDeleted, testPrefix } from './support/events-test-env';
import { waitFor } from '../../src/testing/wait-for';

const SCHEMA = 'kit_events_outage';
const PREFIX = testPrefix('outage');
/** Polls several times over while NATS is away, to show that waiting costs the row no attempts. */
const POLL_INTERVAL_MS = 50;
const OUTAGE_MS = 400;
/** Shorter than the outage, so a relay that tried to publish meanwhile would have failed attempts. */
const PUBLISH_TIMEOUT_MS = 100;

let knex: Knex;
let observer: NatsConnection;
let subscription: Subscription;
let proxy: TcpProxy;
/** Closed in afterAll, so a failing assertion cannot leave the process hanging on open handles. */
const cleanups: Array<() => unknown> = [];
const received: AnyEventEnvelope[] = [];

beforeAll(async () => {
  knex = await createTestSchema(SCHEMA);
  observer = await connectTestNats();
  await ensureStream(observer, { prefix: PREFIX, service: 'maps' });
  subscription = observer.subscribe(`${PREFIX}.maps.>`, {
    callback: (_error, message) => received.push(message.json()),
  });
  const nats = new URL(process.env.NATS_URL ?? 'nats://127.0.0.1:4222');
  proxy = await startTcpProxy(nats.hostname, Number(nats.port || 4222));
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  subscription.unsubscribe();
  await observer.close();
  await proxy.close();
  await knex.destroy();
});

describe('connectNats and the relay through a NATS outage', () => {
  it('logs the outage and the reconnect, and publishes an event appended meanwhile without spending attempts', async () => {
    const logs: Array<{ level: number; msg: string }> = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => logs.push(JSON.parse(line)) });
    const nc = await connectNats({
      url: `nats://127.0.0.1:${proxy.port}`,
      name: 'kit-events-outage',
      logger,
    });
    cleanups.push(() => nc.close());
    expect(logs).toContainEqual(expect.objectContaining({ msg: 'connected to NATS' }));
    const publisher = createJetStreamPublisher({ nc, prefix: PREFIX, timeoutMs: PUBLISH_TIMEOUT_MS });
    cleanups.push(publisher.close);
    const relay = await startOutboxRelay({
      knex,
      nc,
      prefix: PREFIX,
      logger,
      service: 'maps',
      schema: SCHEMA,
      pollIntervalMs: POLL_INTERVAL_MS,
      maxAttempts: 2,
      publisher,
    });
    cleanups.push(relay.stop);

    await proxy.cut();
    await waitFor('the disconnect to be logged', () =>
      logs.some((line) => line.msg === 'disconnected from NATS; reconnecting'),
    );
    const event = await knex.transaction((trx) =>
      appendToOutbox(trx, {
        type: 'maps.location.deleted.v1',
        aggregateId: '3',
        payload: locationDeleted(3, 1),
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    expect(await knex('outbox').where({ id: event.id }).first()).toMatchObject({
      attempts: 0,
      published_at: null,
    });

    await proxy.restore();
    await waitFor(
      'the event to be published after the reconnect',
      () => received.some((e) => e.id === event.id),
      {
        timeoutMs: 10_000,
      },
    );
    expect(logs).toContainEqual(expect.objectContaining({ level: 30, msg: 'reconnected to NATS' }));
    // The relay marks the row once NATS has acknowledged it, which can come after the observer got
    // the message (a loaded CI machine read the row in between).
    const row = await waitFor('the row to be marked published', async () => {
      const current = await knex('outbox').where({ id: event.id }).first();
      return current.published_at === null ? undefined : current;
    });
    expect(row).toMatchObject({ attempts: 0, parked_at: null });
  }, 20_000);
});
