import {
  BUS_ACCESS,
  BUS_SERVICES,
  coreSubject,
  EVENT_TYPES,
  producerOf,
  PRODUCER_SERVICES,
  type AnyEventEnvelope,
  type BusService,
  type ProducerService,
} from '@groupmap/contracts';
import type { Knex } from 'knex';
import type { NatsConnection } from 'nats';
import { z } from 'zod';
import { createJetStreamPublisher, ensureStream, startDurableConsumer, subscribeBroadcast } from '../../src';
import { requestRpc, serveRpc } from '../../src/rpc';
import { startSecuredNats, waitFor, type SecuredNats } from '../../src/testing';
import { createTestSchema, silentLogger } from '../events/support/events-test-env';
import { sampleEvents } from './sample-events';

const SCHEMA = 'kit_nats_permissions';
const PREFIX = 'every';
let bus: SecuredNats;
let knex: Knex;
const connections = new Map<BusService, NatsConnection>();
const stops: (() => Promise<void>)[] = [];

const as = (service: BusService) => connections.get(service)!;

beforeAll(async () => {
  knex = await createTestSchema(SCHEMA);
  bus = await startSecuredNats(PREFIX);
  for (const service of BUS_SERVICES) connections.set(service, await bus.connectAs(service, silentLogger));
}, 30_000);

/** Stops everything and the server, after which every violation it logged has been read. */
async function shutDown(): Promise<void> {
  for (const stop of stops.splice(0)) await stop();
  for (const nc of connections.values()) if (!nc.isClosed()) await nc.drain();
  await bus?.stop();
}

afterAll(async () => {
  await shutDown();
  await knex?.destroy();
});

describe('every service under its own NATS permissions', () => {
  it('does everything the bus table says it uses, with no permission violation', async () => {
    const received: string[] = [];
    for (const producer of PRODUCER_SERVICES)
      await ensureStream(as(producer), { prefix: PREFIX, service: producer });

    for (const service of BUS_SERVICES) {
      const { durableConsumers, follows, serves } = BUS_ACCESS[service];
      for (const { stream, name, types } of durableConsumers) {
        const consumer = await startDurableConsumer({
          nc: as(service),
          knex,
          prefix: PREFIX,
          stream,
          durableName: name,
          filterSubjects: types,
          logger: silentLogger,
          schema: SCHEMA,
          handle: async (event) => void received.push(`${name} ${event.type}`),
        });
        stops.push(consumer.stop);
      }
      for (const { stream, types } of follows) {
        const subscription = await subscribeBroadcast({
          nc: as(service),
          prefix: PREFIX,
          stream,
          filterSubjects: types,
          logger: silentLogger,
          handle: (event) => void received.push(`${service} follows ${event.type}`),
        });
        stops.push(subscription.stop);
      }
      for (const name of serves) {
        const responder = await serveRpc({
          nc: as(service),
          prefix: PREFIX,
          name,
          queue: service,
          logger: silentLogger,
          request: z.unknown(),
          reply: z.object({ answeredBy: z.string() }),
          handle: async () => ({ answeredBy: service }),
        });
        stops.push(responder.stop);
      }
    }

    // Every producer publishes each of its types, acknowledged by its stream (types without a
    // sample carry another type's payload, which consumers drop) ...
    for (const producer of PRODUCER_SERVICES) {
      const publisher = createJetStreamPublisher({ nc: as(producer), prefix: PREFIX });
      for (const type of EVENT_TYPES.filter((candidate) => producerOf(candidate) === producer)) {
        // Fresh samples (new ids) for each publish: JetStream drops a repeated message id.
        const samples = sampleEvents[producer]();
        const sample = samples.find((event) => event.type === type);
        await publisher.publish(sample ?? ({ ...samples[0]!, type } as AnyEventEnvelope));
      }
      publisher.close();
    }
    // ... every consumer and follower receives the samples of the types it asks for ...
    const samplesFor = (stream: ProducerService, types: readonly string[]) =>
      sampleEvents[stream]()
        .map(({ type }) => type)
        .filter((type) => types.includes(type));
    const expected = BUS_SERVICES.flatMap((service) => [
      ...BUS_ACCESS[service].durableConsumers.flatMap(({ name, stream, types }) =>
        samplesFor(stream, types).map((type) => `${name} ${type}`),
      ),
      ...BUS_ACCESS[service].follows.flatMap(({ stream, types }) =>
        samplesFor(stream, types).map((type) => `${service} follows ${type}`),
      ),
    ]);
    // Each consumer and follower is covered by at least one sample.
    for (const service of BUS_SERVICES) {
      for (const { name } of BUS_ACCESS[service].durableConsumers)
        expect(expected.some((entry) => entry.startsWith(`${name} `))).toBe(true);
      if (BUS_ACCESS[service].follows.length > 0)
        expect(expected.some((entry) => entry.startsWith(`${service} follows `))).toBe(true);
    }
    await waitFor('every consumer and follower to receive its events', () =>
      expected.every((entry) => received.includes(entry)),
    );

    // ... and every rpc a service calls is answered by the service that serves it.
    for (const caller of BUS_SERVICES) {
      for (const name of BUS_ACCESS[caller].calls) {
        const reply = await requestRpc({
          nc: as(caller),
          prefix: PREFIX,
          name,
          body: {},
          reply: z.object({ answeredBy: z.string() }),
        });
        expect(reply.answeredBy).toBe(name.split('.')[0]);
      }
    }

    // ... and every core subject a service shares reaches its replicas: one publishes, another hears it.
    for (const service of BUS_SERVICES) {
      for (const name of BUS_ACCESS[service].shares) {
        const subject = coreSubject(PREFIX, name);
        const replica = await bus.connectAs(service, silentLogger);
        const heard = replica.subscribe(subject, { max: 1 });
        await replica.flush();
        as(service).publish(subject, 'hello');
        for await (const message of heard) expect(message.string()).toBe('hello');
        await replica.drain();
      }
    }

    await shutDown();
    expect(bus.violations()).toEqual([]);
  }, 60_000);
});
