import { createLogger } from '@groupmap/svc-kit';
import { waitFor } from '@groupmap/svc-kit/testing';
import { createGeocoder } from '../../src/geocoding/create-geocoder';
import type { Geocoder } from '../../src/geocoding/geocoder';
import { startFakeNominatim, UPSTREAM_RESULT, type FakeNominatim } from '../geocoding/fake-nominatim';
import {
  expectCallsInTheirSlots,
  forgetSlotsOf,
  recordGeocodeSlots,
  slotsOf,
} from '../geocoding/geocode-slot-log';
import { geocodingOverrides } from '../geocoding/geocoding-test-env';
import { ownedMap } from '../locations/location-fixtures';
import { startMapsTestEnv, testMapsConfig, type MapsTestEnv } from '../support/maps-test-env';
import { finished, locationsOf, previewOf, type Progress } from './import-support';

// An import is waited for up to 20 s (import-support `finished`), its file read by a process of its
// own; the set-up and the wait for progress come on top.
jest.setTimeout(45_000);

// Rows with only an address go through the configured geocoder at its provider's rate (issue 13).
const INTERVAL_MS = 200;
let env: MapsTestEnv;
let nominatim: FakeNominatim;

beforeAll(async () => {
  nominatim = await startFakeNominatim();
  const config = testMapsConfig(
    geocodingOverrides({ GEOCODER_URL: nominatim.url, GEOCODER_MIN_INTERVAL_MS: String(INTERVAL_MS) }),
  );
  // The service's own geocoder over the env's database, handed to the env before it exists (it is
  // first asked after the commit below).
  env = await startMapsTestEnv(
    {},
    { geocoder: { search: (query) => geocoder!.search(query) }, imports: true },
  );
  const geocoder: Geocoder = createGeocoder({
    knex: env.knex,
    config,
    logger: createLogger({ name: 'import-geocoding-test', level: 'silent' }),
  });
  await recordGeocodeSlots(env.knex);
  await forgetSlotsOf(env.knex, nominatim.host);
});

afterAll(async () => {
  await env.close();
  await nominatim.close();
});

it('asks the provider one address at a time at its rate, showing progress and an estimate', async () => {
  const { owner, map } = await ownedMap(env, 'free');
  const addresses = Array.from({ length: 12 }, (_, index) => `Marienplatz ${index + 1}`);
  const csv = ['name,address', ...addresses.map((address, index) => `Stop ${index},${address}`)].join('\n');
  const preview = await previewOf(owner, map.id, csv, 'stops.csv');
  expect(preview).toMatchObject({ ready: 12, toGeocode: 12 });
  const before = nominatim.requests.length;
  await owner.post(`/api/maps/${map.id}/imports/${preview.id}/commit`).expect(202);

  const midway = await waitFor('progress part-way with an estimate', async () => {
    const progress = (await owner.get(`/api/maps/${map.id}/imports/${preview.id}`)).body as Progress;
    return progress.status === 'running' && progress.done > 0 && progress.done < 12 ? progress : undefined;
  });
  expect(midway).toMatchObject({ total: 12, imported: null });
  expect(midway.secondsLeft).not.toBeNull();

  expect(await finished(owner, map.id, preview.id)).toMatchObject({ status: 'done', imported: 12 });
  const calls = nominatim.requests.slice(before);
  expect(calls.map((call) => call.params.get('q'))).toEqual(addresses);
  // The slots are reserved in the database, each at least an interval after the one before, and a
  // call never starts before its slot. Compared with its slot rather than with the calls before it,
  // a call's lateness on a busy machine (its timers and sockets) cannot fail the test (issue 20).
  expectCallsInTheirSlots(
    calls.map((call) => call.at),
    await slotsOf(env.knex, nominatim.host, INTERVAL_MS),
    INTERVAL_MS,
  );
  const locations = await locationsOf(owner, map.id);
  expect(locations[0]).toMatchObject({
    latitude: UPSTREAM_RESULT.latitude,
    country: UPSTREAM_RESULT.country,
  });
});
