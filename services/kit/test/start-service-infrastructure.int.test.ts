import { streamName } from '@groupmap/contracts';
import type { Knex } from 'knex';
import type { NatsConnection } from 'nats';
import { appendToOutbox } from '../src';
import { startServiceInfrastructure, type ServiceInfrastructure, type ShutdownStep } from '../src/lifecycle';
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
async function shutDown(infrastructure: ServiceInfrastructure, first: ShutdownStep[]): Promise<string[]> {
  const ran: string[] = [];
  for (const step of infrastructure.shutdownSteps(first)) {
    await step.run();
    ran.push(step.name);
  }
  return ran;
}

const httpStep = (): ShutdownStep => ({ name: 'http', run: async () => {} });

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

  it('gives a service that publishes nothing only its knex and NATS connection, and no stream', async () => {
    const prefix = testPrefix('infra_listener');
    const infrastructure = await startServiceInfrastructure({
      service: 'realtime',
      schema: SCHEMA,
      config: { ...config, EVENTS_PREFIX: prefix },
      producesEvents: false,
    });
    await expect(infrastructure.knex.raw('select 1 as one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
    const jsm = await observer.jetstreamManager();
    const streams = await jsm.streams.names().next();
    expect(streams.filter((name) => name.startsWith(prefix.toUpperCase()))).toEqual([]);

    expect(await shutDown(infrastructure, [httpStep()])).toEqual(['http', 'nats', 'postgres']);
    expect(infrastructure.nc.isClosed()).toBe(true);
  });
});
