import express from 'express';
import request from 'supertest';
import { healthRouter, type ReadinessCheck } from './health-router';

const passes: ReadinessCheck = async () => {};
const fails: ReadinessCheck = async () => {
  throw new Error('connection refused');
};
const hangs: ReadinessCheck = () => new Promise(() => {});

const appWith = (checks: Record<string, ReadinessCheck>) =>
  express().use(healthRouter({ checks, timeoutMs: 50 }));

describe('healthRouter', () => {
  it('answers /healthz 200 even while a dependency is down', async () => {
    const res = await request(appWith({ postgres: fails })).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('answers /readyz 200 when every check passes', async () => {
    const res = await request(appWith({ postgres: passes, nats: passes })).get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('answers /readyz 503 naming the checks that failed or did not answer in time', async () => {
    const res = await request(appWith({ postgres: fails, nats: hangs, s3: passes })).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'unready', failing: ['postgres', 'nats'] });
  });
});
