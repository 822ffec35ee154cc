import { randomUUID } from 'node:crypto';
import { lookupUserReplySchema, lookupUserRequestSchema } from '@groupmap/contracts';
import express from 'express';
import type { Knex } from 'knex';
import type { MsgHdrs, NatsConnection, Subscription } from 'nats';
import { pino } from 'pino';
import request from 'supertest';
import {
  appendToOutbox,
  ensureStream,
  NATS_REQUEST_ID_HEADER,
  startDurableConsumer,
  startOutboxRelay,
  subscribeBroadcast,
} from '../../src';
import { currentRequestId, requestContext, requestIdLogFields, runWithRequestId } from '../../src/logging';
import { requestRpc, serveRpc } from '../../src/rpc';
import { waitFor } from '../../src/testing/wait-for';
import {
  connectTestNats,
  createTestSchema,
  locationDeleted,
  silentLogger,
  testPrefix,
} from './support/events-test-env';

// Issue 12: one add can be followed from the gateway's log to every viewer's message. The request id
// of the HTTP request that appended an event is stored with its outbox row, published as the
// `Groupmap-Request-Id` header, and handlers of the event (and RPC responders) run in its scope.

const SCHEMA = 'kit_events_request_id';
const PREFIX = testPrefix('reqid');

let knex: Knex;
let nc: NatsConnection;
let subscription: Subscription;
/** The headers each published event arrived with, by event id (as any NATS client sees them). */
const published = new Map<string, MsgHdrs | undefined>();
/** Log lines the handlers wrote, through a logger configured like createLogger's. */
const lines: Array<Record<string, unknown>> = [];
const handlerLogger = pino(
  { level: 'info', mixin: requestIdLogFields },
  { write: (line: string) => lines.push(JSON.parse(line)) },
);
const stops: Array<() => Promise<void>> = [];

beforeAll(async () => {
  knex = await createTestSchema(SCHEMA);
  nc = await connectTestNats();
  await ensureStream(nc, { prefix: PREFIX, service: 'maps' });
  subscription = nc.subscribe(`${PREFIX}.maps.>`, {
    callback: (_error, message) => published.set((message.json() as { id: string }).id, message.headers),
  });
  const relay = await startOutboxRelay({
    knex,
    nc,
    prefix: PREFIX,
    logger: silentLogger,
    service: 'maps',
    schema: SCHEMA,
  });
  stops.push(relay.stop);
});

afterAll(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
  subscription.unsubscribe();
  await nc.close();
  await knex.destroy();
});

/** A service route that deletes a location: it appends the event inside its request's transaction. */
function serviceApp() {
  const app = express();
  app.use(requestContext(silentLogger));
  app.post('/api/locations/:id/delete', express.json(), async (req, res) => {
    const event = await knex.transaction((trx) =>
      appendToOutbox(trx, {
        type: 'maps.location.deleted.v1',
        aggregateId: '21',
        payload: locationDeleted(21, Number(req.params.id)),
      }),
    );
    res.json({ eventId: event.id });
  });
  return app;
}

/** What a job does: appends outside any request. */
function appendAsJob(locationId: number) {
  return knex.transaction((trx) =>
    appendToOutbox(trx, {
      type: 'maps.location.deleted.v1',
      aggregateId: '21',
      payload: locationDeleted(21, locationId),
    }),
  );
}

describe('request id across NATS', () => {
  it('stores the request id with the outbox row, publishes it as a header, and runs consumers in its scope', async () => {
    const durableSeen = new Map<string, string | undefined>();
    const broadcastSeen = new Map<string, string | undefined>();
    const consumer = await startDurableConsumer({
      nc,
      knex,
      prefix: PREFIX,
      stream: 'maps',
      durableName: 'reqid-consumer',
      filterSubjects: ['maps.location.deleted.v1'],
      logger: silentLogger,
      schema: SCHEMA,
      handle: async (event) => {
        durableSeen.set(event.id, currentRequestId());
        handlerLogger.info({ eventId: event.id }, 'durable handler ran');
      },
      retryDelay: () => 50,
    });
    stops.push(consumer.stop);
    const broadcast = await subscribeBroadcast({
      nc,
      prefix: PREFIX,
      stream: 'maps',
      filterSubjects: ['maps.location.deleted.v1'],
      logger: silentLogger,
      handle: (event) => void broadcastSeen.set(event.id, currentRequestId()),
    });
    stops.push(broadcast.stop);

    const response = await request(serviceApp())
      .post('/api/locations/1/delete')
      .set('x-request-id', 'gw-req-1')
      .send({});
    expect(response.status).toBe(200);
    const fromRequest: string = response.body.eventId;
    const fromJob = (await appendAsJob(2)).id;

    const stored = await knex('outbox').whereIn('id', [fromRequest, fromJob]).select('id', 'request_id');
    expect(Object.fromEntries(stored.map((row) => [row.id, row.request_id]))).toEqual({
      [fromRequest]: 'gw-req-1',
      [fromJob]: null,
    });

    await waitFor('both events published', () => published.has(fromRequest) && published.has(fromJob));
    expect(published.get(fromRequest)?.get(NATS_REQUEST_ID_HEADER)).toBe('gw-req-1');
    expect(published.get(fromJob)?.get(NATS_REQUEST_ID_HEADER) ?? '').toBe('');

    await waitFor('the durable consumer handled both', () => durableSeen.size === 2);
    expect(durableSeen.get(fromRequest)).toBe('gw-req-1');
    expect(durableSeen.get(fromJob)).toBeUndefined();
    await waitFor('the broadcast handled both', () => broadcastSeen.size === 2);
    expect(broadcastSeen.get(fromRequest)).toBe('gw-req-1');
    expect(broadcastSeen.get(fromJob)).toBeUndefined();

    const handled = (eventId: string) =>
      lines.find((line) => line.msg === 'durable handler ran' && line.eventId === eventId);
    expect(handled(fromRequest)).toMatchObject({ reqId: 'gw-req-1' });
    expect(handled(fromJob)).not.toHaveProperty('reqId');
  });

  it('publishes a row written before the column existed (null request id) without the header', async () => {
    // Inserted the way the release before the column did, naming no request_id.
    const id = randomUUID();
    await knex('outbox').insert({
      id,
      type: 'maps.location.deleted.v1',
      aggregate_id: '22',
      sequence: 1,
      payload: JSON.stringify(locationDeleted(22, 1)),
      occurred_at: new Date().toISOString(),
    });

    await waitFor('the old row published', () => published.has(id));
    expect(published.get(id)?.get(NATS_REQUEST_ID_HEADER) ?? '').toBe('');
  });

  it('sends the request id with an RPC request and answers it in that scope', async () => {
    let seen: string | undefined = 'not called';
    const responder = await serveRpc({
      nc,
      prefix: PREFIX,
      name: 'auth.user.lookup',
      queue: 'auth',
      logger: silentLogger,
      request: lookupUserRequestSchema,
      reply: lookupUserReplySchema,
      handle: async () => {
        seen = currentRequestId();
        return { user: null };
      },
    });
    stops.push(responder.stop);
    const lookUp = () =>
      requestRpc({
        nc,
        prefix: PREFIX,
        name: 'auth.user.lookup',
        body: { username: 'alice' },
        reply: lookupUserReplySchema,
      });

    await runWithRequestId('gw-req-2', lookUp);
    expect(seen).toBe('gw-req-2');
    await lookUp();
    expect(seen).toBeUndefined();
  });
});
