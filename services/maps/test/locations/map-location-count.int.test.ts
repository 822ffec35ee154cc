import { startMapsTestEnv, type MapsTestEnv } from '../support/maps-test-env';
import { mapsWithDriftedCounts } from '../support/location-counts';
import { ownedMap } from './location-fixtures';

// The count an add checks against the plan's limit is kept on the map row by triggers (issue 27).
let env: MapsTestEnv;

beforeAll(async () => {
  env = await startMapsTestEnv();
});

afterAll(async () => {
  await env.close();
});

const keptCount = async (mapId: number) =>
  ((await env.knex('maps').where({ id: mapId }).first('location_count')) as { location_count: number })
    .location_count;

const rows = (mapId: number, names: string[], state = 'published') =>
  names.map((name) => ({
    map_id: mapId,
    name,
    address: '1 Main St',
    latitude: 51.5,
    longitude: -0.1,
    region: '',
    country: '',
    custom_data: '{}',
    creator_session_id: 'session-count',
    state,
    published_at: state === 'published' ? new Date() : null,
    deleted_at: state === 'deleted' ? new Date() : null,
  }));
const deleted = () => ({ state: 'deleted', deleted_at: new Date() });

it('keeps every map’s count of its locations but deleted ones through every kind of change', async () => {
  const { map } = await ownedMap(env);
  const { map: other } = await ownedMap(env);
  expect(await keptCount(map.id)).toBe(0);

  // Many rows in one statement (as an import writes them), one of them already deleted.
  await env
    .knex('locations')
    .insert([...rows(map.id, ['a', 'b', 'c', 'd']), ...rows(map.id, ['x'], 'deleted')]);
  expect(await keptCount(map.id)).toBe(4);
  // An edit that keeps the state moves nothing; a soft delete and a restore do.
  await env.knex('locations').where({ map_id: map.id, name: 'a' }).update({ name: 'a2' });
  expect(await keptCount(map.id)).toBe(4);
  await env.knex('locations').where({ map_id: map.id }).whereIn('name', ['b', 'c']).update(deleted());
  expect(await keptCount(map.id)).toBe(2);
  await env
    .knex('locations')
    .where({ map_id: map.id, name: 'b' })
    .update({ state: 'pending', deleted_at: null });
  expect(await keptCount(map.id)).toBe(3);
  // A purge of deleted rows moves nothing; deleting a kept row does.
  await env.knex('locations').where({ map_id: map.id, state: 'deleted' }).delete();
  expect(await keptCount(map.id)).toBe(3);
  await env.knex('locations').where({ map_id: map.id, name: 'd' }).delete();
  expect(await keptCount(map.id)).toBe(2);
  // A statement over two maps counts each on its own.
  await env.knex('locations').insert(rows(other.id, ['o1', 'o2']));
  await env.knex('locations').whereIn('map_id', [map.id, other.id]).whereIn('name', ['a2', 'o1']).delete();
  expect([await keptCount(map.id), await keptCount(other.id)]).toEqual([1, 1]);
  expect(await mapsWithDriftedCounts(env.knex)).toEqual([]);
});
