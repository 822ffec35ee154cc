import { createLogger } from '@groupmap/svc-kit';
import { waitFor } from '@groupmap/svc-kit/testing';
import { createGeocoder } from '../../src/geocoding/create-geocoder';
import type { Geocoder } from '../../src/geocoding/geocoder';
import { startFakeNominatim, UPSTREAM_RESULT, type FakeNominatim } from '../geocoding/fake-nominatim';
import { geocodingOverrides } from '../geocoding/geocoding-test-env';
import { ownedMap } from '../locations/location-fixtures';
import { startMapsTestEnv, testMapsConfig, type MapsTestEnv } from '../support/maps-test-env';
import { finished, locationsOf, previewOf, type Progress } from './import-support';

// An import is waited for up to 20 s (import-support `finished`), its file read by a process of its own.
jest.setTimeout(20_000);

// Rows with only an address go through the configured geocoder at its provider's rate (issue 13).
const INTERVAL_MS = 200;
/** How late the first call may start after its slot and still pass (it starts at once when idle). */
const FIRST_CALL_LATENESS_MS = INTERVAL_MS;
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
  // call never starts before its slot: the i-th call comes at least i intervals after the first.
  // Lateness (a busy machine's timers and sockets) only ever delays a call, so the one allowance
  // needed is for the first call's own lateness, which shortens every span measured from it; two
  // neighbouring calls may come closer than an interval when the earlier one was late (issue 20).
  const first = calls[0]!.at;
  const early = calls.flatMap((call, index) =>
    call.at - first < index * INTERVAL_MS - FIRST_CALL_LATENESS_MS
      ? [{ index, afterFirst: call.at - first }]
      : [],
  );
  expect(early).toEqual([]);
  const locations = await locationsOf(owner, map.id);
  expect(locations[0]).toMatchObject({
    latitude: UPSTREAM_RESULT.latitude,
    country: UPSTREAM_RESULT.country,
  });
}, 30_000);
