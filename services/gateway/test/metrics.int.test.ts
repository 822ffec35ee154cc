import { request as httpRequest } from 'node:http';
import {
  createLogger,
  createServiceApp,
  metricsRegistry,
  Registry,
  startHttpServer,
  type HttpServerHandle,
} from '@groupmap/svc-kit';
import { sampleValue, testIdentityKeys } from '@groupmap/svc-kit/testing';
import request from 'supertest';
import { createMetricsApp, startMetricsListener } from '../src/metrics/metrics-listener';
import { startEchoPlatform, type EchoPlatform } from './support/echo-platform';
import { startGateway, type RunningGateway } from './support/start-gateway';

const logger = createLogger({ name: 'gateway-metrics-test', level: 'silent' });

let platform: EchoPlatform;
/** A real service app (the kit's pipeline, with its own /metrics) standing in for maps and realtime. */
let service: HttpServerHandle;
let gateway: RunningGateway;

beforeAll(async () => {
  platform = await startEchoPlatform();
  const app = createServiceApp({
    service: 'maps',
    logger,
    identityPublicKey: testIdentityKeys.publicKey,
    checks: {},
    metricsRegistry: new Registry(),
  });
  service = await startHttpServer(app, { port: 0, hosts: ['127.0.0.1'], logger });
  const serviceUrl = `http://127.0.0.1:${service.port}`;
  gateway = await startGateway({ ...platform.env, MAPS_URL: serviceUrl, REALTIME_URL: serviceUrl });
});

afterAll(async () => {
  await gateway.close();
  await service.close();
  await platform.close();
});

/**
 * A GET with the path sent exactly as written: supertest and fetch resolve `..` before sending, which
 * is the very thing an attacker would not do.
 */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: gateway.port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('/metrics and the public port', () => {
  it("answers 404 for the gateway's public /metrics, forwarding it nowhere", async () => {
    platform.reset();
    const res = await rawGet('/metrics');
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('# TYPE');
    expect(Object.values(platform.upstreams).flatMap((upstream) => upstream.received)).toEqual([]);
  });

  it("never reaches a service's /metrics through the gateway, whatever the path's spelling", async () => {
    // The service does answer it on its own port.
    const direct = await request(`http://127.0.0.1:${service.port}`).get('/metrics').expect(200);
    expect(direct.text).toContain('# TYPE http_request_duration_seconds histogram');

    const attempts = [
      '/METRICS',
      '/metrics/',
      '/metrics?format=text',
      '/api/metrics',
      '/api/maps/../../metrics',
      '/api/maps/%2e%2e/%2e%2e/metrics',
      '/ws/../metrics',
      '/ws/%2E%2E/metrics',
      '/ws/..%2fmetrics',
      '//metrics',
    ];
    for (const path of attempts) {
      const res = await rawGet(path);
      expect({ path, metrics: res.body.includes('# TYPE') }).toEqual({ path, metrics: false });
    }
  });
});

describe("the gateway's metrics listener", () => {
  it('times requests by upstream (never by raw path) and by its own routes, in Prometheus text', async () => {
    // The gateway times into the process registry, which its metrics listener serves.
    const count = (labels: Record<string, string>) =>
      sampleValue(metricsRegistry, 'http_request_duration_seconds_count', labels);
    const before = (await count({ method: 'GET', route: 'proxy:shell', status: '200' })) ?? 0;

    await request(gateway.url).get('/some/page/123').expect(200);
    await request(gateway.url).get('/healthz').expect(200);

    expect(await count({ method: 'GET', route: 'proxy:shell', status: '200' })).toBe(before + 1);
    expect(await count({ method: 'GET', route: '/healthz', status: '200' })).toBeGreaterThanOrEqual(1);
    const scrape = await request(createMetricsApp()).get('/metrics').expect(200);
    expect(scrape.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(scrape.text).not.toContain('/some/page/123');
  });

  it('listens on a port of its own (0 picks one) and answers nothing but /metrics', async () => {
    const listener = await startMetricsListener({ port: 0, hosts: ['127.0.0.1'], logger });
    try {
      const url = `http://127.0.0.1:${listener.port}`;
      await request(url).get('/metrics').expect(200);
      await request(url).get('/api/health').expect(404);
      expect(listener.port).not.toBe(gateway.port);
    } finally {
      await listener.close();
    }
  });
});
