import { streamName } from '@groupmap/contracts';
import type { Knex } from 'knex';
import type { NatsConnection } from 'nats';
import { appendToOutbox } from '../src';
import {
  startServiceInfrastructure,
  startStatelessServiceInfrastructure,
  type ShutdownStep,
  type StatelessServiceInfrastructure,
} from '../src/lifecycle';
import {
  connectTestNats,
  createTestSchema,
  locationDeleted,
  testPrefix,
} from './events/support/events-test-env';
import { waitFor } from '../src/testing/wait-for';

const SCHEMA = 'kit_infrastructure';
const PREFIX = testPrefix('infra');

const config = {
  LOG_LEVEL: 'silent' as const,
  DATABASE_URL: process.env.TEST_DATABASE_URL!,
  NATS_URL: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
  EVENTS_PREFIX: PREFIX,
};

let setupKnex: Knex;
let observer: NatsConnection;

beforeAll(async () => {
  // The schema a producer's migrations would have made: its outbox, which the relay listens on.
  setupKnex = await createTestSchema(SCHEMA);
  observer = await connectTestNats();
});

afterAll(async () => {
  await observer.close();
  await setupKnex.destroy();
});

/** Runs the shutdown as onShutdown would, recording the order of the steps. */
async function shutDown(
  infrastructure: StatelessServiceInfrastructure,
  first: ShutdownStep[],
): Promise<string[]> {
  const ran: string[] = [];
  for (const step of infrastructure.shutdownSteps(first)) {
    await step.run();
    ran.push(step.name);
  }
  return ran;
}

const httpStep = (): ShutdownStep => ({ name: 'http', run: async () => {} });

/** The streams whose names start with `prefix`'s (a producer's start creates its own). */
async function streamsOf(prefix: string): Promise<string[]> {
  const names = await (await observer.jetstreamManager()).streams.names().next();
  return names.filter((name) => name.startsWith(prefix.toUpperCase()));
}

describe('startServiceInfrastructure', () => {
  it("gives a producer its stream and a running outbox relay, and shuts them down after the caller's steps", async () => {
    const infrastructure = await startServiceInfrastructure({
      service: 'maps',
      schema: SCHEMA,
      config,
      producesEvents: true,
    });
    const published: string[] = [];
    const subscription = observer.subscribe(`${PREFIX}.maps.>`, {
      callback: (_error, message) => published.push(message.json<{ id: string }>().id),
    });
    try {
      const jsm = await observer.jetstreamManager();
      await expect(jsm.streams.info(streamName(PREFIX, 'maps'))).resolves.toBeDefined();

      const event = await infrastructure.knex.transaction((trx) =>
        appendToOutbox(trx, {
          type: 'maps.location.deleted.v1',
          aggregateId: '7',
          payload: locationDeleted(7, 1),
        }),
      );
      await waitFor('the relay to publish the event', () => published.includes(event.id));
    } finally {
      subscription.unsubscribe();
    }

    expect(await shutDown(infrastructure, [httpStep()])).toEqual([
      'http',
      'outbox relay',
      'nats',
      'postgres',
    ]);
    expect(infrastructure.nc.isClosed()).toBe(true);
    await expect(infrastructure.knex.raw('select 1')).rejects.toThrow();
  });

  it('gives a service with a database that publishes nothing its knex and NATS connection, and no stream', async () => {
    // No service is one today (every one with a database publishes); the name only labels the connection.
    const prefix = testPrefix('infra_listener');
    const infrastructure = await startServiceInfrastructure({
      service: 'gateway',
      schema: SCHEMA,
      config: { ...config, EVENTS_PREFIX: prefix },
      producesEvents: false,
    });
    await expect(infrastructure.knex.raw('select 1 as one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
    expect(await streamsOf(prefix)).toEqual([]);

    expect(await shutDown(infrastructure, [httpStep()])).toEqual(['http', 'nats', 'postgres']);
    expect(infrastructure.nc.isClosed()).toBe(true);
  });
});

describe('startStatelessServiceInfrastructure', () => {
  it('gives a service without a database (realtime) its NATS connection alone: no knex, no stream, no Postgres step', async () => {
    const prefix = testPrefix('infra_stateless');
    const { LOG_LEVEL, NATS_URL } = config;
    const infrastructure = await startStatelessServiceInfrastructure({
      service: 'realtime',
      config: { LOG_LEVEL, NATS_URL, EVENTS_PREFIX: prefix },
    });
    expect(infrastructure).not.toHaveProperty('knex');
    await expect(infrastructure.nc.flush()).resolves.toBeUndefined();
    expect(await streamsOf(prefix)).toEqual([]);

    expect(await shutDown(infrastructure, [httpStep()])).toEqual(['http', 'nats']);
    expect(infrastructure.nc.isClosed()).toBe(true);
  });
});
