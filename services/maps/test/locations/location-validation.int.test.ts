import { formatMessage, messages } from '@groupmap/contracts';
import { UNRESOLVABLE_ADDRESS } from '../support/fake-geocoder';
import { client, startMapsTestEnv, type MapsTestEnv } from '../support/maps-test-env';
import { added, locationBody, locationCountOn, ownedMap } from './location-fixtures';

// What the server checks itself: the browser is never trusted (decisions.md).
let env: MapsTestEnv;

beforeAll(async () => {
  env = await startMapsTestEnv();
});

afterAll(async () => {
  await env.close();
});

const countOn = (mapId: number) => locationCountOn(env, mapId);

it.each([
  ['a missing name', { name: undefined }, messages.locationNameRequired],
  ['a blank name', { name: '   ' }, messages.locationNameRequired],
  ['a blank address', { address: ' ' }, messages.addressRequired],
  ['a name over 200 characters', { name: 'n'.repeat(201) }, 'Name must be 200 characters or less'],
  ['a latitude out of range', { latitude: 91 }, messages.invalidAddress],
  ['a longitude that is not a number', { longitude: 'east' }, messages.invalidAddress],
  [
    'a custom value over 2000 characters',
    { customData: { Phone: 'x'.repeat(2001) } },
    'Value must be 2000 characters or less',
  ],
  [
    'a custom field the map does not have',
    { customData: { 'Secret notes': 'hi' } },
    formatMessage(messages.unknownCustomField, { name: 'Secret notes' }),
  ],
])('refuses %s with its message and stores nothing', async (_case, overrides, message) => {
  const { map } = await ownedMap(env, 'pro', { customFields: ['Phone'] });
  const res = await client(env.app).post(`/api/maps/${map.id}/locations`, locationBody(overrides));
  expect(res.status).toBe(400);
  expect(res.text).toBe(message);
  expect(await countOn(map.id)).toBe(0);
});

it('refuses an address the geocoder cannot resolve with "Invalid address"', async () => {
  const { map } = await ownedMap(env);
  const visitor = client(env.app);
  const res = await visitor.post(
    `/api/maps/${map.id}/locations`,
    locationBody({ address: UNRESOLVABLE_ADDRESS }),
  );
  expect(res.status).toBe(400);
  expect(res.text).toBe(messages.invalidAddress);
  expect(res.headers['x-error-code']).toBe('invalid_address');
  expect(await countOn(map.id)).toBe(0);

  const location = await added(visitor, map.id);
  const edit = await visitor.put(
    `/api/maps/${map.id}/locations/${location.id}`,
    locationBody({ name: 'Moved', address: UNRESOLVABLE_ADDRESS }),
  );
  expect(edit.status).toBe(400);
  expect(edit.text).toBe(messages.invalidAddress);
  expect((await env.knex('locations').where({ id: location.id }).first()).name).toBe('Community garden');
});

it('trims text, stores the client coordinates and keeps numeric strings as numbers', async () => {
  const { map } = await ownedMap(env, 'pro', { customFields: ['Opening hours'] });
  const res = await client(env.app).post(
    `/api/maps/${map.id}/locations`,
    locationBody({
      name: '  Library ',
      address: ' Main Street 2 ',
      latitude: '48.85',
      longitude: '2.35',
      region: null,
      customData: { 'Opening hours': '  9-5  ' },
    }),
  );
  expect(res.status).toBe(201);
  expect(res.body).toMatchObject({
    name: 'Library',
    address: 'Main Street 2',
    latitude: 48.85,
    longitude: 2.35,
    region: '',
    customData: { 'Opening hours': '9-5' },
  });
  const stored = await env.knex('locations').where({ id: res.body.id }).first();
  expect(stored.custom_data).toEqual({ opening_hours: '9-5' });
});

it('keeps the hidden values of removed fields across an edit, and shows them again when the field returns', async () => {
  const { owner, map } = await ownedMap(env, 'pro', { customFields: ['Phone', 'Opening hours'] });
  const visitor = client(env.app);
  const location = await added(visitor, map.id, { customData: { Phone: '0123', 'Opening hours': '9-5' } });

  expect(
    (await owner.put(`/api/maps/${map.id}`, { name: 'Shared map', customFields: ['Phone'] })).status,
  ).toBe(200);
  const listed = await visitor.get(`/api/maps/${map.id}/locations`);
  expect(listed.body[0].customData).toEqual({ Phone: '0123' });

  const edit = await visitor.put(
    `/api/maps/${map.id}/locations/${location.id}`,
    locationBody({ customData: { Phone: '0456' } }),
  );
  expect(edit.status).toBe(200);
  expect(edit.body.customData).toEqual({ Phone: '0456' });

  // Re-added under another spelling of the same key: the kept value shows again.
  expect(
    (await owner.put(`/api/maps/${map.id}`, { name: 'Shared map', customFields: ['Phone', 'opening-hours'] }))
      .status,
  ).toBe(200);
  const again = await visitor.get(`/api/maps/${map.id}/locations`);
  expect(again.body[0].customData).toEqual({ Phone: '0456', 'opening-hours': '9-5' });
});

it('answers 404 "Map not found" for a missing or malformed map id', async () => {
  const visitor = client(env.app);
  for (const path of ['/api/maps/999999999/locations', '/api/maps/abc/locations']) {
    const list = await visitor.get(path);
    expect(list.status).toBe(404);
    expect(list.text).toBe(messages.mapNotFound);
    const add = await visitor.post(path, locationBody());
    expect(add.status).toBe(404);
  }
});
