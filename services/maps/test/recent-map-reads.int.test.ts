import { updateMap } from '../src/db/map-repository';
import { recentMapRead, RECENT_MAP_READ_MS } from '../src/db/recent-map-reads';
import { ownedMap } from './locations/location-fixtures';
import { startMapsTestEnv, type MapsTestEnv } from './support/maps-test-env';

// An add's checks before the geocoder may take a map row read in the last two seconds (issue 27).
let env: MapsTestEnv;

beforeAll(async () => {
  env = await startMapsTestEnv();
});

afterAll(async () => {
  await env.close();
});

it('reuses a map row for two seconds, and forgets it when this process changes the map', async () => {
  const { map } = await ownedMap(env);
  const now = Date.now();
  expect((await recentMapRead(env.knex, map.id, now))?.name).toBe('Shared map');
  // Changed behind maps' back (another replica): the kept row answers until it is two seconds old.
  await env.knex('maps').where({ id: map.id }).update({ name: 'Renamed elsewhere' });
  expect((await recentMapRead(env.knex, map.id, now + 1_000))?.name).toBe('Shared map');
  expect((await recentMapRead(env.knex, map.id, now + RECENT_MAP_READ_MS))?.name).toBe('Renamed elsewhere');
  // Changed through this process: forgotten at once.
  await updateMap(env.knex, map.id, { name: 'Renamed here' });
  expect((await recentMapRead(env.knex, map.id, now + RECENT_MAP_READ_MS + 1))?.name).toBe('Renamed here');
  // A map that is gone is never kept.
  expect(await recentMapRead(env.knex, 2_000_000_000, now)).toBeUndefined();
});
