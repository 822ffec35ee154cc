import { errorHandler, healthRouter, requestContext } from '@groupmap/svc-kit';
import express from 'express';
import { pino, type Level } from 'pino';
import request from 'supertest';
import { accessLog } from './access-log';
import { requestIdMiddleware } from './request-id';

interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** The gateway's logging chain (app.ts) in front of a few routes, its pino output captured. */
function gatewayLike(level: Level) {
  const lines: LogLine[] = [];
  const logger = pino({ level }, { write: (line: string) => lines.push(JSON.parse(line) as LogLine) });
  const app = express();
  app.use(requestIdMiddleware);
  app.use(requestContext(logger, { completionLog: false }));
  app.use(accessLog(logger));
  app.use(healthRouter({ checks: {} }));
  app.get('/api/maps/:id', (_req, res) => {
    res.json({ ok: true });
  });
  app.get('/api/broken', () => {
    throw new Error('database on fire');
  });
  app.use(errorHandler(logger));
  return { app, lines };
}

const INFO = 30;
const ERROR = 50;
const DEBUG = 20;

describe('the gateway access log', () => {
  it('writes one info line per request: method, route without query, status, duration and request id', async () => {
    const { app, lines } = gatewayLike('info');
    const res = await request(app).get('/api/maps/42?token=reset-secret&x=1').expect(200);

    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: INFO,
      msg: 'access',
      method: 'GET',
      route: '/api/maps/42',
      status: 200,
      reqId: res.headers['x-request-id'],
    });
    expect(typeof lines[0]!.durationMs).toBe('number');
  });

  it('logs no secrets: no cookies, no Authorization, no identity token, no query string', async () => {
    const { app, lines } = gatewayLike('debug');
    await request(app)
      .get('/api/maps/7?password=hunter2')
      .set('Cookie', 'gm_session=cookie-secret')
      .set('Authorization', 'Bearer bearer-secret')
      .set('x-groupmap-identity', 'identity-secret')
      .expect(200);

    const written = JSON.stringify(lines);
    for (const secret of ['cookie-secret', 'bearer-secret', 'identity-secret', 'hunter2', 'password='])
      expect(written).not.toContain(secret);
  });

  it('logs a server error at error level with its cause, still one line', async () => {
    const { app, lines } = gatewayLike('info');
    await request(app).get('/api/broken').expect(500);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: ERROR, route: '/api/broken', status: 500 });
    expect(lines[0]!.err).toMatchObject({ message: 'database on fire' });
  });

  it('keeps health probes out of the default level: they are logged at debug', async () => {
    const quiet = gatewayLike('info');
    await request(quiet.app).get('/healthz').expect(200);
    await request(quiet.app).get('/readyz').expect(200);
    expect(quiet.lines).toEqual([]);

    const verbose = gatewayLike('debug');
    await request(verbose.app).get('/healthz').expect(200);
    expect(verbose.lines).toEqual([
      expect.objectContaining({ level: DEBUG, route: '/healthz', status: 200 }),
    ]);
  });
});
