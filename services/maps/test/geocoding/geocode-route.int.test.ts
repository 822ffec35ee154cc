import { messages, tooManyAttemptsMessage } from '@groupmap/contracts';
import { IDENTITY_HEADER } from '@groupmap/svc-kit';
import { mintTestIdentity } from '@groupmap/svc-kit/testing';
import request from 'supertest';
import { client, newUserId, startMapsTestEnv, uniqueIp, type MapsTestEnv } from '../support/maps-test-env';
import { startFakeNominatim, UPSTREAM_RESULT, type FakeNominatim } from './fake-nominatim';
import { startGeocodingTestEnv, warmUpGazetteer } from './geocoding-test-env';

// GET /api/geocode through the app, with the service's real geocoder: the gazetteer alone (the
// default, no GEOCODER_URL), and the HTTP provider against a fake upstream.
let geocoding: Awaited<ReturnType<typeof startGeocodingTestEnv>>;
let upstream: FakeNominatim;
let offline: MapsTestEnv;
let online: MapsTestEnv;

const IP_LIMIT = 3;
const SESSION_LIMIT = 2;
const COOKIELESS_IP_LIMIT = 1;

beforeAll(async () => {
  geocoding = await startGeocodingTestEnv();
  upstream = await startFakeNominatim();
  const limit = {
    GEOCODE_IP_RATE_LIMIT: String(IP_LIMIT),
    GEOCODE_SESSION_RATE_LIMIT: String(SESSION_LIMIT),
    GEOCODE_COOKIELESS_IP_RATE_LIMIT: String(COOKIELESS_IP_LIMIT),
  };
  offline = await startMapsTestEnv(limit, { geocoder: geocoding.geocoder(limit) });
  const withUpstream = { ...limit, GEOCODER_URL: upstream.url };
  online = await startMapsTestEnv(withUpstream, { geocoder: geocoding.geocoder(withUpstream) });
  // The run's test files share one database: a call slot an earlier file reserved ahead on this port
  // (the OS reuses ports) would make the upstream look busy, and the gazetteer would answer instead.
  await online.knex('geocode_slots').where({ upstream: upstream.host }).delete();
  await warmUpGazetteer();
}, 60_000);

afterAll(async () => {
  await Promise.all([offline.close(), online.close(), upstream.close()]);
  await geocoding.close();
});

const geocode = (env: MapsTestEnv, q: string, ip = uniqueIp()) =>
  client(env.app, null, { ip }).get(`/api/geocode?q=${encodeURIComponent(q)}`);

it('resolves a street address to its city offline, with region and country names', async () => {
  const res = await geocode(offline, '10 Downing Street, London');
  expect(res.status).toBe(200);
  expect(res.body[0]).toEqual({
    latitude: expect.closeTo(51.51, 1) as number,
    longitude: expect.closeTo(-0.13, 1) as number,
    region: 'England',
    country: 'United Kingdom',
  });
  expect(res.body.length).toBeLessThanOrEqual(5);
});

it('answers an empty list when nothing matches', async () => {
  const res = await geocode(offline, 'qxzvbn wprtk, zzqqxx');
  expect(res.status).toBe(200);
  expect(res.body).toEqual([]);
});

it('answers the upstream places when a provider is configured', async () => {
  const res = await geocode(online, `${Date.now()} Marienplatz, München`);
  expect(res.status).toBe(200);
  expect(res.body).toEqual([UPSTREAM_RESULT]);
  expect(upstream.requests.at(-1)?.userAgent).toBe('Groupmap (maps-test@example.org)');
});

it.each([
  ['without q', '/api/geocode', messages.addressRequired],
  ['with a blank q', '/api/geocode?q=%20%20', messages.addressRequired],
  ['with q twice', '/api/geocode?q=London&q=Paris', messages.addressRequired],
  [
    'with a q over 500 characters',
    `/api/geocode?q=${'a'.repeat(501)}`,
    'Address must be 500 characters or less',
  ],
])('refuses a request %s with the contract text', async (_case, path, message) => {
  const res = await client(offline.app).get(path);
  expect(res.status).toBe(400);
  expect(res.text).toBe(message);
});

it('limits every caller of one IP, signed in or not, and answers 429 with Retry-After', async () => {
  const ip = uniqueIp();
  const visitor = client(offline.app, null, { ip });
  const neighbour = client(offline.app, null, { ip });
  const member = client(offline.app, newUserId(), { ip });
  expect((await visitor.get('/api/geocode?q=London')).status).toBe(200);
  expect((await visitor.get('/api/geocode?q=London')).status).toBe(200);
  expect((await neighbour.get('/api/geocode?q=London')).status).toBe(200);
  const refused = await member.get('/api/geocode?q=London');
  expect(refused.status).toBe(429);
  expect(refused.text).toBe(tooManyAttemptsMessage(Number(refused.headers['retry-after'])));
  expect((await geocode(offline, 'London')).status).toBe(200);
});

it('limits lookups without a session per IP more tightly than the IP (issue 21)', async () => {
  const ip = uniqueIp();
  const cookieless = () =>
    request(offline.app)
      .get('/api/geocode?q=London')
      .set(IDENTITY_HEADER, mintTestIdentity({ userId: null, username: null, sessionId: null, ip }));
  expect((await cookieless()).status).toBe(200);
  const refused = await cookieless();
  expect(refused.status).toBe(429);
  expect(refused.text).toBe(tooManyAttemptsMessage(Number(refused.headers['retry-after'])));
  // A visitor with a session behind that IP still looks addresses up.
  expect((await client(offline.app, null, { ip }).get('/api/geocode?q=London')).status).toBe(200);
});

it('limits one visitor session across IPs before its IP is used up', async () => {
  const session = client(offline.app);
  for (let lookup = 0; lookup < SESSION_LIMIT; lookup += 1) {
    const from = client(offline.app, null, { sessionId: session.sessionId });
    expect((await from.get('/api/geocode?q=London')).status).toBe(200);
  }
  const refused = await client(offline.app, null, { sessionId: session.sessionId }).get(
    '/api/geocode?q=London',
  );
  expect(refused.status).toBe(429);
  expect(refused.headers['retry-after']).toBeDefined();
});
