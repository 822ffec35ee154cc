import { connectNats, createLogger, natsCheck } from '@groupmap/svc-kit';
import { waitFor } from '@groupmap/svc-kit/testing';
import request from 'supertest';
import { startEchoPlatform, type EchoPlatform } from './support/echo-platform';
import { startGateway, type RunningGateway } from './support/start-gateway';

/**
 * How long the health check waits for each service's /readyz: the echo upstreams answer in
 * milliseconds, but a busy machine may take far longer than that to run them.
 */
const HEALTH_TIMEOUT_MS = 1_500;

let platform: EchoPlatform;
let gateway: RunningGateway;
let nc: Awaited<ReturnType<typeof connectNats>>;

beforeAll(async () => {
  platform = await startEchoPlatform();
  nc = await connectNats({
    url: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
    name: 'gateway-test',
    logger: createLogger({ name: 'gateway-test', level: 'silent' }),
  });
  gateway = await startGateway(
    {
      ...platform.env,
      HEALTH_TIMEOUT_MS: String(HEALTH_TIMEOUT_MS),
      REMOTE_BILLING_MANIFEST: 'https://cdn.example.com/billing/mf-manifest.json',
      TILE_ATTRIBUTION: 'Tiles by Example',
      OPERATOR_COMPANY_NAME: 'Example Maps Ltd',
      OPERATOR_REGISTERED_ADDRESS: '1 Example Street, London',
      OPERATOR_CONTACT_EMAIL: 'hello@example.com',
    },
    { readinessChecks: { nats: natsCheck(nc) } },
  );
});

afterAll(async () => {
  await gateway.close();
  await platform.close();
  if (!nc.isClosed()) await nc.close();
});

beforeEach(() => platform.reset());

describe('GET /runtime-config.json', () => {
  it('serves the remote manifests, tile settings and operator details from configuration, never cached unchecked', async () => {
    const response = await request(gateway.url).get('/runtime-config.json').expect(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toEqual({
      remotes: {
        map: '/mf/map/mf-manifest.json',
        dashboard: '/mf/dashboard/mf-manifest.json',
        billing: 'https://cdn.example.com/billing/mf-manifest.json',
      },
      tiles: { url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: 'Tiles by Example' },
      operator: {
        companyName: 'Example Maps Ltd',
        registeredAddress: '1 Example Street, London',
        contactEmail: 'hello@example.com',
      },
    });
    expect(platform.upstreams.shell.received).toEqual([]);
  });

  it('allows a remote hosted on another origin in the CSP', async () => {
    const response = await request(gateway.url).get('/').expect(200);
    expect(response.headers['content-security-policy']).toContain(
      "script-src 'self' https://cdn.example.com",
    );
  });
});

describe('GET /api/health', () => {
  it('answers 200 ready when every service is ready', async () => {
    const response = await request(gateway.url).get('/api/health').expect(200);
    expect(response.body).toEqual({
      status: 'ready',
      services: { auth: 'ready', maps: 'ready', realtime: 'ready', billing: 'ready' },
    });
    expect(platform.upstreams.auth.received.map((received) => received.url)).toEqual(['/readyz']);
  });

  it('answers a flood of requests from one round of probes (issue 21)', async () => {
    const before = platform.upstreams.auth.received.length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => request(gateway.url).get('/api/health')),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    // The first test's round may still be fresh: at most one more probe, never twenty.
    expect(platform.upstreams.auth.received.length - before).toBeLessThanOrEqual(1);
  });

  it('answers 503 degraded naming the services that are unready or too slow, within the timeout', async () => {
    platform.upstreams.maps.readiness = 'unready';
    // Billing never answers: only giving up on it after the timeout lets the health check answer.
    platform.upstreams.billing.readiness = 'hang';
    // A round of probes answers for up to a second: the next round sees the change.
    const response = await waitFor('a round of probes after the change', async () => {
      const answer = await request(gateway.url).get('/api/health');
      return answer.status === 503 ? answer : undefined;
    });
    expect(response.body).toEqual({
      status: 'degraded',
      services: { auth: 'ready', maps: 'unready', realtime: 'ready', billing: 'unready' },
    });
  });
});

describe('gateway probes', () => {
  it('answers /healthz while the process runs', async () => {
    await request(gateway.url).get('/healthz').expect(200, { status: 'ok' });
  });

  it('answers /readyz 200 with NATS connected and 503 once the connection is gone', async () => {
    await request(gateway.url).get('/readyz').expect(200);
    await nc.close();
    const response = await request(gateway.url).get('/readyz').expect(503);
    expect(response.body).toEqual({ status: 'unready', failing: ['nats'] });
  });
});
