import express from 'express';
import type { Knex } from 'knex';
import { pino } from 'pino';
import request from 'supertest';
import { createDb, createRateLimitTable, createRateLimiter, errorHandler } from '../src';

const SCHEMA = 'kit_rate_limit';
const ATTEMPTS = 3;
const WINDOW_SECONDS = 120;

let knex: Knex;

beforeAll(async () => {
  knex = createDb({ url: process.env.TEST_DATABASE_URL!, schema: SCHEMA });
  await knex.schema.createSchemaIfNotExists(SCHEMA);
  await createRateLimitTable(knex, SCHEMA);
});

afterAll(async () => {
  await knex.destroy();
});

function loginApp(keyPrefix: string) {
  const limiter = createRateLimiter({
    knex,
    schema: SCHEMA,
    keyPrefix,
    points: ATTEMPTS,
    durationSeconds: WINDOW_SECONDS,
  });
  const app = express();
  app.post('/login/:user', async (req, res) => {
    await limiter.consume(req.params.user);
    res.send('ok');
  });
  app.delete('/login/:user', async (req, res) => {
    await limiter.reset(req.params.user);
    res.send('reset');
  });
  app.post('/refund/:user', async (req, res) => {
    await limiter.refund(req.params.user);
    res.send('refunded');
  });
  app.use(errorHandler(pino({ level: 'silent' })));
  return app;
}

describe('createRateLimiter', () => {
  it('refuses the attempt after the allowed ones with 429, Retry-After and the contract message', async () => {
    const app = loginApp('login');
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      expect((await request(app).post('/login/alice')).status).toBe(200);
    }
    const refused = await request(app).post('/login/alice');
    expect(refused.status).toBe(429);
    expect(refused.headers['x-error-code']).toBe('rate_limited');
    expect(refused.text).toBe('Too many attempts. Try again in 2 minutes.');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(WINDOW_SECONDS - 10);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
  });

  it('counts keys apart and shares counters between limiter instances (replicas)', async () => {
    const replicaA = loginApp('shared');
    const replicaB = loginApp('shared');
    await request(replicaA).post('/login/bob');
    await request(replicaB).post('/login/bob');
    await request(replicaA).post('/login/bob');
    expect((await request(replicaB).post('/login/bob')).status).toBe(429);
    expect((await request(replicaB).post('/login/carol')).status).toBe(200);
  });

  it('gives one attempt back on refund, so only the attempts not refunded count', async () => {
    const app = loginApp('refundable');
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      expect((await request(app).post('/login/erin')).status).toBe(200);
      await request(app).post('/refund/erin');
    }
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      expect((await request(app).post('/login/erin')).status).toBe(200);
    }
    expect((await request(app).post('/login/erin')).status).toBe(429);
  });

  it('forgets a key on reset', async () => {
    const app = loginApp('resettable');
    for (let attempt = 0; attempt <= ATTEMPTS; attempt += 1) await request(app).post('/login/dave');
    expect((await request(app).post('/login/dave')).status).toBe(429);
    await request(app).delete('/login/dave');
    expect((await request(app).post('/login/dave')).status).toBe(200);
  });

  it('answers a refusal from attempt() instead of throwing, and tells how many attempts were used', async () => {
    const limiter = createRateLimiter({
      knex,
      schema: SCHEMA,
      keyPrefix: 'attempts',
      points: 2,
      durationSeconds: WINDOW_SECONDS,
    });
    expect(await limiter.used('frank')).toBe(0);
    expect(await limiter.attempt('frank')).toEqual({ allowed: true });
    expect(await limiter.attempt('frank')).toEqual({ allowed: true });
    expect(await limiter.used('frank')).toBe(2);
    const refused = await limiter.attempt('frank');
    expect(refused.allowed).toBe(false);
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(WINDOW_SECONDS - 10);
    expect(await limiter.used('grace')).toBe(0);
  });
});

describe('createRateLimiter with a local allowance (issue 27)', () => {
  const writeLimiter = (keyPrefix: string, points: number) =>
    createRateLimiter({
      knex,
      schema: SCHEMA,
      keyPrefix,
      points,
      durationSeconds: WINDOW_SECONDS,
      localAllowance: true,
    });
  const storedCount = async (keyPrefix: string, key: string) => {
    const row = (await knex('rate_limits')
      .where({ key: `${keyPrefix}:${key}` })
      .first('points')) as { points: number } | undefined;
    return row?.points ?? 0;
  };
  const allowedOf = async (limiter: ReturnType<typeof writeLimiter>, key: string, count: number) => {
    let allowed = 0;
    for (let i = 0; i < count; i += 1) if ((await limiter.attempt(key)).allowed) allowed += 1;
    return allowed;
  };

  it('counts far from the limit in memory, reaches Postgres within a flush, and refuses exactly past the limit', async () => {
    const limiter = writeLimiter('allowance-one', 100);
    expect(await allowedOf(limiter, 'visitor', 10)).toBe(10);
    // The first attempt asked Postgres; the next nine wait for the flush, yet `used` counts them.
    expect(await storedCount('allowance-one', 'visitor')).toBe(1);
    expect(await limiter.used('visitor')).toBe(10);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await storedCount('allowance-one', 'visitor')).toBe(10);
    expect(await allowedOf(limiter, 'visitor', 100)).toBe(90);
  });

  it('lets replicas sharing the table pass the limit by at most the margin each', async () => {
    const replicas = [writeLimiter('allowance-two', 100), writeLimiter('allowance-two', 100)];
    let allowed = 0;
    for (let round = 0; round < 100; round += 1)
      for (const replica of replicas) if ((await replica.attempt('shared-ip')).allowed) allowed += 1;
    expect(allowed).toBeGreaterThanOrEqual(100);
    expect(allowed).toBeLessThanOrEqual(100 + 2 * 10);
  });
});
