import express from 'express';
import type { Knex } from 'knex';
import { connect, type NatsConnection } from 'nats';
import { pino } from 'pino';
import request from 'supertest';
import { createDb, healthRouter, natsCheck, postgresCheck } from '../src';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

/**
 * How long a readiness check may take: Postgres and NATS on this machine answer in milliseconds,
 * but a busy machine may take far longer than that to run them.
 */
const CHECK_TIMEOUT_MS = 1_500;
/** How long /readyz may take to follow a dependency going or coming back (a reconnect, a timeout). */
const FOLLOWS_WITHIN_MS = 20_000;

/** Polls /readyz until it answers `status` (a dependency coming back takes a reconnect). */
async function readyzBecomes(app: express.Express, status: number): Promise<request.Response> {
  const deadline = Date.now() + FOLLOWS_WITHIN_MS;
  for (;;) {
    const res = await request(app).get('/readyz');
    if (res.status === status || Date.now() > deadline) return res;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('readiness against the real Postgres and NATS', () => {
  let pgProxy: TcpProxy;
  let natsProxy: TcpProxy;
  let knex: Knex;
  let nc: NatsConnection;
  let app: express.Express;

  beforeAll(async () => {
    const db = new URL(process.env.TEST_DATABASE_URL!);
    const nats = new URL(process.env.NATS_URL!.replace(/^nats:/, 'http:'));
    pgProxy = await startTcpProxy(db.hostname, Number(db.port || 5432));
    natsProxy = await startTcpProxy(nats.hostname, Number(nats.port || 4222));
    db.host = `127.0.0.1:${pgProxy.port}`;
    knex = createDb({ url: db.toString(), schema: 'public', logger: pino({ level: 'silent' }) });
    nc = await connect({
      servers: `127.0.0.1:${natsProxy.port}`,
      reconnectTimeWait: 100,
      maxReconnectAttempts: -1,
    });
    app = express().use(
      healthRouter({
        checks: { postgres: postgresCheck(knex), nats: natsCheck(nc) },
        timeoutMs: CHECK_TIMEOUT_MS,
      }),
    );
  });

  afterAll(async () => {
    await nc.close();
    await knex.destroy();
    await pgProxy.close();
    await natsProxy.close();
  });

  it('is ready while both answer', async () => {
    const res = await request(app).get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('is not ready while Postgres is unreachable, and ready again when it returns', async () => {
    await pgProxy.cut();
    const down = await request(app).get('/readyz');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ status: 'unready', failing: ['postgres'] });
    await pgProxy.restore();
    expect((await readyzBecomes(app, 200)).status).toBe(200);
  });

  it('is not ready while NATS is unreachable, and ready again when it returns', async () => {
    await natsProxy.cut();
    const down = await readyzBecomes(app, 503);
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ status: 'unready', failing: ['nats'] });
    await natsProxy.restore();
    expect((await readyzBecomes(app, 200)).status).toBe(200);
  });
});
