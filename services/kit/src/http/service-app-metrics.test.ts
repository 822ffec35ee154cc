import { Router } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { notFound } from './http-error';
import { Registry } from '../metrics/metrics-registry';
import { mintTestIdentity, testIdentityKeys } from '../testing/test-identity';
import { sampleValue } from '../testing/metric-sample';
import { createServiceApp } from './create-service-app';

function appWithRegistry(registry: Registry) {
  const things = Router()
    .get('/things/:id', (req, res) => {
      res.json({ id: req.params.id });
    })
    .delete('/things/:id', async () => {
      // An error leaving the router: Express resets req.baseUrl before the error handler runs.
      throw notFound();
    });
  return createServiceApp({
    service: 'maps',
    logger: pino({ level: 'silent' }),
    identityPublicKey: testIdentityKeys.publicKey,
    checks: {},
    api: [things],
    metricsRegistry: registry,
  });
}

const count = (registry: Registry, labels: Record<string, string>) =>
  sampleValue(registry, 'http_request_duration_seconds_count', labels);

describe('a service app’s GET /metrics', () => {
  it('answers Prometheus text, never cached, without an identity token', async () => {
    const registry = new Registry();
    const res = await request(appWithRegistry(registry)).get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('counts a request under its route pattern, method and status, never its raw path', async () => {
    const registry = new Registry();
    const app = appWithRegistry(registry);
    const labels = { method: 'GET', route: '/api/things/:id', status: '200' };
    expect(await count(registry, labels)).toBeUndefined();

    await request(app).get('/api/things/42').set('x-groupmap-identity', mintTestIdentity()).expect(200);
    await request(app).get('/api/things/43').set('x-groupmap-identity', mintTestIdentity()).expect(200);

    expect(await count(registry, labels)).toBe(2);
    const text = (await request(app).get('/metrics')).text;
    expect(text).not.toMatch(/things\/4[23]/);
  });

  it('labels a route that failed with its full pattern too, and an unknown path as unmatched', async () => {
    const registry = new Registry();
    const app = appWithRegistry(registry);
    await request(app).delete('/api/things/7').set('x-groupmap-identity', mintTestIdentity()).expect(404);
    await request(app).get('/no/such/path/123').expect(404);

    expect(await count(registry, { method: 'DELETE', route: '/api/things/:id', status: '404' })).toBe(1);
    expect(await count(registry, { method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
  });

  it('does not time the scrapes themselves', async () => {
    const registry = new Registry();
    const app = appWithRegistry(registry);
    await request(app).get('/metrics');
    await request(app).get('/metrics');
    expect((await request(app).get('/metrics')).text).not.toContain('route="/metrics"');
  });
});
