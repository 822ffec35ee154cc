import { downloadExport } from '../export/download-export';
import { startMapsTestEnv, type MapsTestEnv } from '../support/maps-test-env';
import { added, locationBody, ownedMap } from './location-fixtures';

// Issue 21: a custom field named like a property every object inherits ("constructor") gave 500s on
// add, edit and KML/GPX export, and "function Object() { [native code] }" in CSV. Stored values are
// read by own keys only, and such names are refused when fields are set.
let env: MapsTestEnv;

beforeAll(async () => {
  env = await startMapsTestEnv();
});

afterAll(async () => {
  await env.close();
});

describe('a map that already holds such a field (made before names were checked)', () => {
  it('adds, edits, lists and exports its locations, the field read as empty until given', async () => {
    const { owner, map } = await ownedMap(env, 'pro', { customFields: ['Phone'] });
    await env
      .knex('maps')
      .where({ id: map.id })
      .update({ custom_fields: JSON.stringify(['Phone', 'constructor', 'toString']) });

    const location = await added(owner, map.id, { name: 'Bakery', customData: { Phone: '123' } });
    expect(location).toMatchObject({ customData: { Phone: '123' } });
    const edit = await owner.put(
      `/api/maps/${map.id}/locations/${location.id}`,
      locationBody({ name: 'Bakery', customData: { Phone: '456', constructor: 'Built 1901' } }),
    );
    expect(edit.status).toBe(200);
    expect(edit.body.customData).toEqual({ Phone: '456', constructor: 'Built 1901' });
    const other = await added(owner, map.id, { name: 'Library' });
    expect(other).toMatchObject({ customData: {} });

    const list = await owner.get(`/api/maps/${map.id}/locations`);
    expect(list.status).toBe(200);
    for (const format of ['csv', 'kml', 'gpx', 'geojson']) {
      const { res, text } = await downloadExport(owner, map.id, format);
      expect({ format, status: res.status }).toEqual({ format, status: 200 });
      expect(text).not.toContain('native code');
    }
    const csv = (await downloadExport(owner, map.id, 'csv')).text;
    expect(csv).toContain('"Built 1901"');
  });
});

describe('setting fields', () => {
  it('refuses a name whose key an object inherits, with "This field name is reserved."', async () => {
    const { owner, map } = await ownedMap(env, 'pro');
    for (const customFields of [['constructor'], ['Phone', 'Constructor!'], ['__proto__'], ['toString']]) {
      const res = await owner.put(`/api/maps/${map.id}`, { name: 'Shared map', customFields });
      expect({ customFields, status: res.status, text: res.text }).toEqual({
        customFields,
        status: 400,
        text: 'This field name is reserved.',
      });
    }
    const created = await owner.post('/api/maps', {
      name: 'New',
      permalink: `reserved-${map.id}`,
      customFields: ['constructor'],
    });
    expect(created.status).toBe(400);
    expect(created.text).toBe('This field name is reserved.');
    expect(
      (await owner.put(`/api/maps/${map.id}`, { name: 'Shared map', customFields: ['Builder'] })).status,
    ).toBe(200);
  });
});
