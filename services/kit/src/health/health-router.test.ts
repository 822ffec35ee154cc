import express from 'express';
import request from 'supertest';
import { healthRouter, type ReadinessCheck } from './health-router';

const passes: ReadinessCheck = async () => {};
const fails: ReadinessCheck = async () => {
  throw new Error('connection refused');
};
const hangs: ReadinessCheck = () => new Promise(() => {});

const appWith = (checks: Record<string, ReadinessCheck>, shuttingDown = () => false) =>
  express().use(healthRouter({ checks, timeoutMs: 50, shuttingDown }));

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

  it('answers /readyz 503 once the process is shutting down, every check passing, /healthz still 200', async () => {
    const app = appWith({ postgres: passes, nats: passes }, () => true);
    const ready = await request(app).get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'shutting-down' });
    expect((await request(app).get('/healthz')).status).toBe(200);
  });

  it('answers /readyz 503 when the shutdown began while its checks ran', async () => {
    let shuttingDown = false;
    const passesAsShutdownStarts: ReadinessCheck = async () => {
      shuttingDown = true;
    };
    const res = await request(appWith({ postgres: passesAsShutdownStarts }, () => shuttingDown)).get(
      '/readyz',
    );
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'shutting-down' });
  });
});
