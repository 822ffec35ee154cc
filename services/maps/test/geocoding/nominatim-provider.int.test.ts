import { tooManyAttemptsMessage } from '@groupmap/contracts';
import { randomInt } from 'node:crypto';
import { uniqueIp } from '../support/maps-test-env';
import { refusingUrl, startFakeNominatim, UPSTREAM_RESULT, type FakeNominatim } from './fake-nominatim';
import { expectCallsInTheirSlots, forgetSlotsOf, recordGeocodeSlots, slotsOf } from './geocode-slot-log';
import { startGeocodingTestEnv, warmUpGazetteer } from './geocoding-test-env';

// The Nominatim-compatible provider against a fake upstream on 127.0.0.1, with the run's Postgres for
// its cache, its call slots and the per-IP limit.
let env: Awaited<ReturnType<typeof startGeocodingTestEnv>>;
let upstream: FakeNominatim;

beforeAll(async () => {
  env = await startGeocodingTestEnv();
  await recordGeocodeSlots(env.knex);
  // The gazetteer loads on its first search (seconds on a busy machine): loaded here, once.
  await warmUpGazetteer();
}, 60_000);

afterAll(async () => {
  await env.close();
});

beforeEach(async () => {
  upstream = await startFakeNominatim();
  await forgetSlotsOf(env.knex, upstream.host);
});

afterEach(async () => {
  await upstream.close();
});

/**
 * An address no other test asks (the cache is shared by the run): a street the gazetteer skips, in
 * London, which the gazetteer resolves. The upstream answers Munich, so each answer tells who gave it.
 */
const newAddress = () => `${randomInt(1, 1_000_000_000)} Downing Street, London`;
const GAZETTEER_LONDON = { region: 'England', country: 'United Kingdom' };

it('asks the upstream with an identifying User-Agent, in JSON with address details, and answers its places', async () => {
  const geocoder = env.geocoder({ GEOCODER_URL: upstream.url });
  const address = newAddress();
  await expect(geocoder.search(address)).resolves.toEqual([UPSTREAM_RESULT]);
  expect(upstream.requests).toHaveLength(1);
  const [request] = upstream.requests;
  expect(request?.userAgent).toBe('Groupmap (maps-test@example.org)');
  expect(Object.fromEntries(request?.params ?? [])).toEqual({
    q: address,
    format: 'jsonv2',
    addressdetails: '1',
    limit: '5',
    'accept-language': 'en',
  });
});

it('sends a configured User-Agent as it is and keeps the parameters of the configured URL', async () => {
  const geocoder = env.geocoder({
    GEOCODER_URL: `${upstream.url}?key=secret`,
    GEOCODER_USER_AGENT: 'Our Groupmap/1.0',
  });
  await geocoder.search(newAddress());
  expect(upstream.requests[0]?.userAgent).toBe('Our Groupmap/1.0');
  expect(upstream.requests[0]?.params.get('key')).toBe('secret');
});

it('serves an address asked again from the cache, whatever its case and spacing, without calling the upstream', async () => {
  const geocoder = env.geocoder({ GEOCODER_URL: upstream.url });
  const address = newAddress();
  await geocoder.search(address);
  upstream.setMode('error');
  await expect(geocoder.search(`  ${address.toUpperCase()} `)).resolves.toEqual([UPSTREAM_RESULT]);
  // Another replica (a geocoder of its own) reads the same cache.
  await expect(env.geocoder({ GEOCODER_URL: upstream.url }).search(address)).resolves.toEqual([
    UPSTREAM_RESULT,
  ]);
  expect(upstream.requests).toHaveLength(1);
});

it('starts at most one call a second, across replicas', async () => {
  const intervalMs = 1000;
  const settings = { GEOCODER_URL: upstream.url, GEOCODER_MIN_INTERVAL_MS: String(intervalMs) };
  const replicas = [env.geocoder(settings), env.geocoder(settings)];
  const answers = await Promise.all([0, 1, 2].map((index) => replicas[index % 2]!.search(newAddress())));
  expect(answers).toEqual([[UPSTREAM_RESULT], [UPSTREAM_RESULT], [UPSTREAM_RESULT]]);
  // Postgres hands out the slots, a second apart; each call waits for its own.
  expectCallsInTheirSlots(
    upstream.requests.map((request) => request.at),
    await slotsOf(env.knex, upstream.host, intervalMs),
    intervalMs,
  );
});

it('answers from the gazetteer instead of waiting when the wait for a slot would exceed the bound', async () => {
  const intervalMs = 3000;
  const geocoder = env.geocoder({
    GEOCODER_URL: upstream.url,
    GEOCODER_MIN_INTERVAL_MS: String(intervalMs),
    GEOCODER_MAX_WAIT_MS: '200',
  });
  await expect(geocoder.search(newAddress())).resolves.toEqual([UPSTREAM_RESULT]);
  const [fallback] = await geocoder.search(newAddress());
  expect(fallback).toMatchObject(GAZETTEER_LONDON);
  // The next slot was about three seconds away: the second search took none, so it had none to wait for.
  expect(await slotsOf(env.knex, upstream.host, intervalMs)).toHaveLength(1);
  expect(upstream.requests).toHaveLength(1);
});

it('answers from the gazetteer when the upstream is unreachable', async () => {
  const geocoder = env.geocoder({ GEOCODER_URL: await refusingUrl() });
  const [best] = await geocoder.search(newAddress());
  expect(best).toMatchObject(GAZETTEER_LONDON);
});

it('answers from the gazetteer when the upstream fails, and asks it again next time', async () => {
  const geocoder = env.geocoder({ GEOCODER_URL: upstream.url });
  const address = newAddress();
  upstream.setMode('error');
  expect((await geocoder.search(address))[0]).toMatchObject(GAZETTEER_LONDON);
  upstream.setMode('answer');
  await expect(geocoder.search(address)).resolves.toEqual([UPSTREAM_RESULT]);
  expect(upstream.requests).toHaveLength(2);
});

it('abandons an upstream that does not answer in time for the gazetteer', async () => {
  const geocoder = env.geocoder({ GEOCODER_URL: upstream.url, GEOCODER_TIMEOUT_MS: '300' });
  // The upstream never answers: only giving up on it at the timeout lets the search answer at all.
  upstream.setMode('hang');
  expect((await geocoder.search(newAddress()))[0]).toMatchObject(GAZETTEER_LONDON);
  expect(upstream.requests).toHaveLength(1);
});

it('refuses a client IP over its limit with the 429 of every limit, and counts each IP apart', async () => {
  const geocoder = env.geocoder({ GEOCODER_URL: upstream.url, GEOCODE_IP_RATE_LIMIT: '2' });
  const ip = uniqueIp();
  const address = newAddress();
  await geocoder.search(address, { ip });
  await geocoder.search(address, { ip });
  const refusal = await geocoder.search(address, { ip }).catch((error: unknown) => error);
  expect(refusal).toMatchObject({ status: 429, message: tooManyAttemptsMessage(600) });
  await expect(geocoder.search(address, { ip: uniqueIp() })).resolves.toEqual([UPSTREAM_RESULT]);
  // A server-side check names no IP and is not counted.
  await expect(geocoder.search(address)).resolves.toEqual([UPSTREAM_RESULT]);
});
