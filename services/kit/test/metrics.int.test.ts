import { eventSubject, streamName } from '@groupmap/contracts';
import express from 'express';
import type { Knex } from 'knex';
import type { NatsConnection } from 'nats';
import request from 'supertest';
import {
  appendToOutbox,
  createRateLimitTable,
  createRateLimiter,
  errorHandler,
  metricsRegistry,
  Registry,
  registerConsumerLagMetrics,
  registerOutboxMetrics,
  registerServiceMetrics,
} from '../src';
import { ensureDurableConsumer } from '../src/consume/ensure-durable-consumer';
import { ensureStreamExists } from '../src/nats/ensure-stream';
import { sampleValue } from '../src/testing/metric-sample';
import {
  connectTestNats,
  createTestSchema,
  locationDeleted,
  silentLogger,
  testPrefix,
} from './events/support/events-test-env';

const SCHEMA = 'kit_metrics';
const PREFIX = testPrefix('metrics');

let knex: Knex;
let nc: NatsConnection;

beforeAll(async () => {
  knex = await createTestSchema(SCHEMA);
  await createRateLimitTable(knex, SCHEMA);
  nc = await connectTestNats();
});

afterAll(async () => {
  await nc.close();
  await knex.destroy();
});

describe('outbox metrics', () => {
  it('report the unpublished rows and the age of the oldest at scrape time, parked and published ones left out', async () => {
    const registry = new Registry();
    registerOutboxMetrics({ knex, schema: SCHEMA, logger: silentLogger, registry });
    const labels = { schema: SCHEMA };
    expect(await sampleValue(registry, 'outbox_backlog_events', labels)).toBe(0);
    expect(await sampleValue(registry, 'outbox_oldest_unpublished_age_seconds', labels)).toBe(0);

    const append = (locationId: number) =>
      knex.transaction((trx) =>
        appendToOutbox(trx, {
          type: 'maps.location.deleted.v1',
          aggregateId: '1',
          payload: locationDeleted(1, locationId),
        }),
      );
    const oldest = await append(1);
    const published = await append(2);
    const parked = await append(3);
    await append(4);
    await knex('outbox')
      .where({ id: oldest.id })
      .update({ occurred_at: knex.raw("now() - interval '90 seconds'") });
    await knex('outbox').where({ id: published.id }).update({ published_at: knex.fn.now() });
    await knex('outbox').where({ id: parked.id }).update({ parked_at: knex.fn.now() });

    expect(await sampleValue(registry, 'outbox_backlog_events', labels)).toBe(2);
    const age = await sampleValue(registry, 'outbox_oldest_unpublished_age_seconds', labels);
    expect(age).toBeGreaterThanOrEqual(90);
    expect(age).toBeLessThan(150);
  });

  it('are left out of a scrape when the outbox cannot be read, rather than reported as 0', async () => {
    const registry = new Registry();
    registerOutboxMetrics({ knex, schema: 'kit_metrics_missing', logger: silentLogger, registry });
    const text = await registry.metrics();
    expect(text).toContain('# TYPE outbox_backlog_events gauge');
    expect(await sampleValue(registry, 'outbox_backlog_events')).toBeUndefined();
  });
});

describe('consumer lag metrics', () => {
  it("report each durable consumer's undelivered messages, asked of JetStream at scrape time", async () => {
    const stream = await ensureStreamExists(nc, { prefix: PREFIX, service: 'maps' });
    await ensureDurableConsumer(nc, stream, 'metrics-lag', {});
    const registry = new Registry();
    registerConsumerLagMetrics({
      nc,
      consumers: [
        { stream, name: 'metrics-lag' },
        { stream: streamName(PREFIX, 'billing'), name: 'nobody' },
      ],
      logger: silentLogger,
      registry,
    });
    expect(await sampleValue(registry, 'nats_consumer_pending_messages', { consumer: 'metrics-lag' })).toBe(
      0,
    );

    const js = nc.jetstream();
    for (const locationId of [1, 2, 3]) {
      await js.publish(
        eventSubject(PREFIX, 'maps.location.deleted.v1'),
        JSON.stringify(locationDeleted(1, locationId)),
      );
    }

    expect(
      await sampleValue(registry, 'nats_consumer_pending_messages', { stream, consumer: 'metrics-lag' }),
    ).toBe(3);
    // A consumer JetStream does not know is left out, and does not fail the scrape.
    expect(
      await sampleValue(registry, 'nats_consumer_pending_messages', { consumer: 'nobody' }),
    ).toBeUndefined();
  });
});

describe('rate-limit refusals', () => {
  it('are counted by limiter name on the process registry when a limiter refuses', async () => {
    const limiter = createRateLimiter({
      knex,
      schema: SCHEMA,
      keyPrefix: 'metrics-login',
      points: 1,
      durationSeconds: 60,
    });
    const app = express();
    app.post('/login', async (_req, res) => {
      await limiter.consume('someone');
      res.send('ok');
    });
    app.use(errorHandler(silentLogger));
    const refusals = () =>
      sampleValue(metricsRegistry, 'rate_limit_refusals_total', { limiter: 'metrics-login' });

    await request(app).post('/login').expect(200);
    expect((await refusals()) ?? 0).toBe(0);
    await request(app).post('/login').expect(429);
    await request(app).post('/login').expect(429);
    expect(await refusals()).toBe(2);
  });
});

describe("a service's scrape-time metrics", () => {
  it('give a producer its process metrics, its outbox backlog and its durable consumers’ lag', async () => {
    const registry = new Registry();
    const options = { schema: SCHEMA, knex, nc, prefix: PREFIX, logger: silentLogger, registry };
    registerServiceMetrics({ ...options, service: 'maps', producesEvents: true });
    const text = await registry.metrics();
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(await sampleValue(registry, 'outbox_backlog_events', { schema: SCHEMA })).toEqual(
      expect.any(Number),
    );
    expect(text).toContain('# TYPE nats_consumer_pending_messages gauge');
  });

  it('give a service without database, outbox or durable consumers (realtime) neither gauge', async () => {
    const registry = new Registry();
    registerServiceMetrics({
      nc,
      prefix: PREFIX,
      logger: silentLogger,
      registry,
      service: 'realtime',
      producesEvents: false,
    });
    const text = await registry.metrics();
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).not.toContain('outbox_backlog_events');
    expect(text).not.toContain('nats_consumer_pending_messages');
  });
});
