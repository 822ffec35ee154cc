import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { healthRouter } from '../health/health-router';
import { onShutdown } from './on-shutdown';
import { startHttpServer } from './start-http-server';

const silent = pino({ level: 'silent' });

// The pieces every service (createServiceApp) and the gateway use: the kit's healthRouter with its
// default readiness gate, a real listening server, and onShutdown with the HTTP close as a step.
describe('/readyz during a graceful shutdown', () => {
  it('answers 503 from the moment shutdown starts, while the server still accepts requests', async () => {
    const app = express().use(healthRouter({ checks: { postgres: async () => {} } }));
    const http = await startHttpServer(app, { port: 0, logger: silent });
    const url = `http://127.0.0.1:${http.port}`;
    expect((await request(url).get('/readyz')).status).toBe(200);

    // Holds the shutdown before the HTTP server closes, as a slow first step (or a load balancer's
    // grace period) would.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const exit = jest.fn();
    const shutdown = onShutdown(
      silent,
      [
        { name: 'held', run: () => held },
        { name: 'http', run: http.close },
      ],
      { signals: [], exit },
    );
    const done = shutdown('test');

    const during = await request(url).get('/readyz');
    expect(during.status).toBe(503);
    expect(during.body).toEqual({ status: 'shutting-down' });
    expect((await request(url).get('/healthz')).status).toBe(200);

    release();
    await done;
    expect(exit).toHaveBeenCalledWith(0);
    await expect(request(url).get('/healthz')).rejects.toThrow();
  });
});
