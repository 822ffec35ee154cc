import { messages } from '@groupmap/contracts';
import { XMLParser } from 'fast-xml-parser';
import Papa from 'papaparse';
import { client, startMapsTestEnv, uniqueIp, type MapsTestEnv } from '../support/maps-test-env';
import { added, ownedMap } from '../locations/location-fixtures';
import { downloadExport } from './download-export';

// GET /api/maps/{mapId}/export (issue 13, Export): each format through the app, parsed back.
let env: MapsTestEnv;

beforeAll(async () => {
  env = await startMapsTestEnv();
});

afterAll(async () => {
  await env.close();
});

const xml = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  trimValues: false,
  isArray: (name) => ['Placemark', 'Data', 'wpt', 'groupmap:data'].includes(name),
});

/** A Pro map "Café Walks" with two custom fields and two locations, one with a formula-like name. */
async function cafeMap() {
  const { owner, map } = await ownedMap(env, 'pro', {
    name: 'Café Walks',
    customFields: ['Phone', 'Door code'],
  });
  await added(owner, map.id, {
    name: 'Zürich "Hauptbahnhof", <platform>',
    address: 'Bahnhofplatz 1, Zürich',
    latitude: 47.378177,
    longitude: 8.540192,
    region: 'Zürich',
    country: 'Switzerland',
    customData: { Phone: '+41 44 000 00 00', 'Door code': '4711' },
  });
  await added(owner, map.id, {
    name: '=HYPERLINK("http://evil.test")',
    address: 'Rua Augusta 2, Lisboa',
    latitude: 38.710335,
    longitude: -9.137474,
    region: 'Lisboa',
    country: 'Portugal',
    customData: {},
  });
  return { owner, map };
}

it('answers GeoJSON with the file name of the map, points at [lon, lat] and the properties by name', async () => {
  const { owner, map } = await cafeMap();
  const { res, text } = await downloadExport(client(env.app), map.id, 'geojson');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/geo+json');
  expect(res.headers['content-disposition']).toBe(
    `attachment; filename="cafe-walks.geojson"; filename*=UTF-8''caf%C3%A9-walks.geojson`,
  );
  expect(res.headers['cache-control']).toBe('private, no-store');
  const collection = JSON.parse(text) as {
    type: string;
    features: { geometry: { coordinates: number[] }; properties: Record<string, string> }[];
  };
  expect(collection.type).toBe('FeatureCollection');
  expect(collection.features.map((feature) => feature.geometry.coordinates)).toEqual([
    [8.540192, 47.378177],
    [-9.137474, 38.710335],
  ]);
  expect(collection.features[0]!.properties).toEqual({
    name: 'Zürich "Hauptbahnhof", <platform>',
    address: 'Bahnhofplatz 1, Zürich',
    region: 'Zürich',
    country: 'Switzerland',
    createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    Phone: '+41 44 000 00 00',
    'Door code': '4711',
  });
  expect(collection.features[1]!.properties.name).toBe('=HYPERLINK("http://evil.test")');

  // A field removed from the map takes its values out of the export (they stay stored, hidden).
  await owner.put(`/api/maps/${map.id}`, { name: 'Café Walks', customFields: ['Phone'] }).expect(200);
  const after = JSON.parse((await downloadExport(owner, map.id, 'geojson')).text) as typeof collection;
  expect(after.features[0]!.properties).not.toHaveProperty('Door code');
  expect(after.features[0]!.properties.Phone).toBe('+41 44 000 00 00');
});

it('answers CSV with a BOM, the header, formula cells prefixed and coordinates as numbers', async () => {
  const { map } = await cafeMap();
  const { res, text } = await downloadExport(client(env.app), map.id, 'csv');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toContain('filename="cafe-walks.csv"');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const { data, errors } = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true });
  expect(errors).toEqual([]);
  expect(data).toEqual([
    ['name', 'address', 'latitude', 'longitude', 'region', 'country', 'createdAt', 'Phone', 'Door code'],
    [
      'Zürich "Hauptbahnhof", <platform>',
      'Bahnhofplatz 1, Zürich',
      '47.378177',
      '8.540192',
      'Zürich',
      'Switzerland',
      expect.any(String),
      "'+41 44 000 00 00",
      '4711',
    ],
    [
      `'=HYPERLINK("http://evil.test")`,
      'Rua Augusta 2, Lisboa',
      '38.710335',
      '-9.137474',
      'Lisboa',
      'Portugal',
      expect.any(String),
      '',
      '',
    ],
  ]);
});

it('answers KML placemarks with the address, the point and ExtendedData', async () => {
  const { map } = await cafeMap();
  const { res, text } = await downloadExport(client(env.app), map.id, 'kml');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/vnd.google-earth.kml+xml');
  expect(res.headers['content-disposition']).toContain('filename="cafe-walks.kml"');
  const document = (
    xml.parse(text) as {
      kml: {
        Document: {
          name: string;
          Placemark: {
            name: string;
            address: string;
            Point: { coordinates: string };
            ExtendedData: { Data: { '@_name': string; value: string }[] };
          }[];
        };
      };
    }
  ).kml.Document;
  expect(document.name).toBe('Café Walks');
  const [first, second] = document.Placemark;
  expect(first!.name).toBe('Zürich "Hauptbahnhof", <platform>');
  expect(first!.address).toBe('Bahnhofplatz 1, Zürich');
  expect(first!.Point.coordinates).toBe('8.540192,47.378177');
  expect(Object.fromEntries(first!.ExtendedData.Data.map((data) => [data['@_name'], data.value]))).toEqual({
    region: 'Zürich',
    country: 'Switzerland',
    createdAt: expect.any(String),
    Phone: '+41 44 000 00 00',
    'Door code': '4711',
  });
  expect(second!.Point.coordinates).toBe('-9.137474,38.710335');
});

it('answers GPX waypoints with lat/lon, name, the address as desc and the rest as extensions', async () => {
  const { map } = await cafeMap();
  const { res, text } = await downloadExport(client(env.app), map.id, 'gpx');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/gpx+xml');
  expect(res.headers['content-disposition']).toContain('filename="cafe-walks.gpx"');
  const gpx = (
    xml.parse(text) as {
      gpx: {
        wpt: {
          '@_lat': string;
          '@_lon': string;
          name: string;
          desc: string;
          time: string;
          extensions: { 'groupmap:data': { '@_name': string; '#text': string }[] };
        }[];
      };
    }
  ).gpx;
  expect(gpx.wpt.map((wpt) => [wpt['@_lat'], wpt['@_lon'], wpt.name, wpt.desc])).toEqual([
    ['47.378177', '8.540192', 'Zürich "Hauptbahnhof", <platform>', 'Bahnhofplatz 1, Zürich'],
    ['38.710335', '-9.137474', '=HYPERLINK("http://evil.test")', 'Rua Augusta 2, Lisboa'],
  ]);
  expect(
    Object.fromEntries(
      gpx.wpt[0]!.extensions['groupmap:data'].map((data) => [data['@_name'], data['#text']]),
    ),
  ).toEqual({ region: 'Zürich', country: 'Switzerland', Phone: '+41 44 000 00 00', 'Door code': '4711' });
});

it("refuses a protected map's export without the password grant and allows it with the grant", async () => {
  const { owner, map } = await ownedMap(env, 'pro', { passwordProtected: true, password: 'secret-garden' });
  await added(owner, map.id);
  const visitor = client(env.app);
  const refused = await visitor.get(`/api/maps/${map.id}/export?format=csv`);
  expect(refused.status).toBe(403);
  expect(refused.text).toBe(messages.mapPasswordProtected);
  expect(refused.headers['x-error-code']).toBe('password_required');
  expect(refused.headers['content-disposition']).toBeUndefined();

  await visitor.post(`/api/maps/${map.id}/verify-password`, { password: 'secret-garden' }).expect(204);
  const granted = await downloadExport(visitor, map.id, 'geojson');
  expect(granted.res.status).toBe(200);
  expect((JSON.parse(granted.text) as { features: unknown[] }).features).toHaveLength(1);
  expect((await downloadExport(owner, map.id, 'kml')).res.status).toBe(200);
});

it('answers 400 for an unknown or missing format and 404 for an unknown map', async () => {
  const { map } = await ownedMap(env);
  for (const query of ['?format=xlsx', '?format=GEOJSON', '', '?format=csv&format=kml']) {
    const res = await client(env.app).get(`/api/maps/${map.id}/export${query}`);
    expect([query, res.status, res.text]).toEqual([query, 400, messages.invalidExportFormat]);
  }
  for (const id of ['2147483000', 'abc']) {
    const res = await client(env.app).get(`/api/maps/${id}/export?format=csv`);
    expect([id, res.status, res.text]).toEqual([id, 404, messages.mapNotFound]);
  }
});

it('streams a map of 10,000 locations in pages, every location once, oldest first', async () => {
  const { map } = await ownedMap(env, 'business', { customFields: ['Phone'] });
  // One statement, one creation time for all: the pages must tell the rows apart by id.
  await env.knex.raw(
    `insert into locations (map_id, name, address, latitude, longitude, region, country, custom_data)
     select ?, 'Place ' || n, n || ' High Street', -60 + (n % 12000) / 100.0, -180 + (n % 36000) / 100.0,
            'Region', 'Country', jsonb_build_object('phone', '555-' || n)
     from generate_series(1, 10000) as n`,
    [map.id],
  );
  const csv = await downloadExport(client(env.app), map.id, 'csv');
  const rows = Papa.parse<string[]>(csv.text.slice(1), { skipEmptyLines: true }).data;
  expect(rows).toHaveLength(10_001);
  const names = rows.slice(1).map((row) => row[0]);
  expect(new Set(names).size).toBe(10_000);
  expect(rows[1]).toEqual([
    'Place 1',
    '1 High Street',
    '-59.99',
    '-179.99',
    'Region',
    'Country',
    expect.any(String),
    '555-1',
  ]);
  expect(rows[10_000]![0]).toBe('Place 10000');

  const geojson = JSON.parse((await downloadExport(client(env.app), map.id, 'geojson')).text) as {
    features: unknown[];
  };
  expect(geojson.features).toHaveLength(10_000);
});

describe('throttling (issue 21)', () => {
  let limited: MapsTestEnv;

  beforeAll(async () => {
    limited = await startMapsTestEnv({ EXPORT_SESSION_RATE_LIMIT: '2', EXPORT_IP_RATE_LIMIT: '3' });
  });

  afterAll(async () => {
    await limited.close();
  });

  it('counts exports per session, then per IP, with the "Too many attempts" text', async () => {
    const { owner, map } = await ownedMap(limited);
    await added(owner, map.id);
    const ip = uniqueIp();
    const first = client(limited.app, null, { ip });
    for (let index = 0; index < 2; index += 1) {
      expect((await downloadExport(first, map.id, 'csv')).res.status).toBe(200);
    }
    const overSession = await downloadExport(first, map.id, 'csv');
    expect(overSession.res.status).toBe(429);
    expect(overSession.text).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/);
    const second = client(limited.app, null, { ip });
    expect((await downloadExport(second, map.id, 'geojson')).res.status).toBe(200);
    expect((await downloadExport(second, map.id, 'geojson')).res.status).toBe(429);
    // Another address is not concerned.
    expect((await downloadExport(client(limited.app), map.id, 'kml')).res.status).toBe(200);
  });
});
