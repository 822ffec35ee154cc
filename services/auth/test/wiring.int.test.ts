import { createDb, createLogger, migrateSchema } from '@groupmap/svc-kit';
import {
  closedNatsConnection,
  mintTestIdentity,
  testIdentityKeys,
  unreachablePostgres,
} from '@groupmap/svc-kit/testing';
import type { Knex } from 'knex';
import { connect, type NatsConnection } from 'nats';
import path from 'node:path';
import request from 'supertest';
import { createApp, type AppDeps } from '../src/app';
import { SCHEMA } from '../src/schema';

const logger = createLogger({ name: 'auth-test', level: 'silent' });
let knex: Knex;
let nc: NatsConnection;

beforeAll(async () => {
  knex = createDb({ url: process.env.TEST_DATABASE_URL!, schema: SCHEMA, logger });
  await migrateSchema(knex, { schema: SCHEMA, directory: path.join(__dirname, '../migrations') });
  nc = await connect({ servers: process.env.NATS_URL });
});

afterAll(async () => {
  await nc.close();
  await knex.destroy();
});

const appWith = (overrides: Partial<AppDeps> = {}) =>
  createApp({ logger, knex, nc, identityPublicKey: testIdentityKeys.publicKey, ...overrides });

describe('auth service wiring', () => {
  it('migrates its schema with its outbox, inbox and rate-limit tables, and a second run changes nothing', async () => {
    const tables = await knex('pg_tables').where({ schemaname: SCHEMA }).pluck('tablename');
    expect(tables).toEqual(expect.arrayContaining(['outbox', 'processed_events', 'rate_limits']));
    await expect(
      migrateSchema(knex, { schema: SCHEMA, directory: path.join(__dirname, '../migrations') }),
    ).resolves.toEqual([]);
  });

  it('answers /healthz 200', async () => {
    const res = await request(appWith()).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('answers /readyz 200 while Postgres and NATS are up', async () => {
    const res = await request(appWith()).get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('answers /readyz 503 while Postgres is unreachable', async () => {
    const deadDb = await unreachablePostgres(SCHEMA, logger);
    try {
      const res = await request(appWith({ knex: deadDb })).get('/readyz');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'unready', failing: ['postgres'] });
    } finally {
      await deadDb.destroy();
    }
  });

  it('answers /readyz 503 while NATS is unreachable', async () => {
    const res = await request(appWith({ nc: await closedNatsConnection(process.env.NATS_URL!) })).get(
      '/readyz',
    );
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'unready', failing: ['nats'] });
  });

  it('answers an unknown API path with 404 as text/plain with an error code', async () => {
    const res = await request(appWith())
      .get('/api/no-such-thing')
      .set('x-groupmap-identity', mintTestIdentity());
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['x-error-code']).toBe('not_found');
    expect(res.text).toBe('Not found');
  });

  it('refuses an API request that did not come through the gateway with 401', async () => {
    const res = await request(appWith()).get('/api/no-such-thing');
    expect(res.status).toBe(401);
    expect(res.headers['x-error-code']).toBe('unauthorized');
    expect(res.text).toBe('Please log in to continue');
  });
});
