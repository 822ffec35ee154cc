import { formatMessage, mapImportErrors } from '@groupmap/contracts';
import { zipSync } from 'fflate';
import type request from 'supertest';
import { added, ownedMap } from '../locations/location-fixtures';
import { startMapsTestEnv, type MapsTestEnv } from '../support/maps-test-env';
import { fixture } from './fixtures/fixtures';
import {
  importCount,
  imported,
  locationsOf,
  previewOf,
  uploadImport,
  type ListedPlace,
} from './import-support';

// An import is waited for up to 20 s (import-support `finished`), its file read by a process of its
// own; the uploads and previews around the wait come on top, so the test's own timeout is longer
// and the helper's message, naming what did not finish, is the one a failure shows.
jest.setTimeout(45_000);

// Files through the import (issue 13): our own exports back in, real-world files, bad files.
let env: MapsTestEnv;

beforeAll(async () => {
  env = await startMapsTestEnv({}, { imports: true });
});

afterAll(async () => {
  await env.close();
});

/** Reads any answer as raw bytes (supertest leaves KML and GPX bodies unread otherwise). */
const asBytes = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

const PLACES: ListedPlace[] = [
  {
    name: 'Zürich "Hauptbahnhof", <platform>',
    address: 'Bahnhofplatz 1, Zürich',
    latitude: 47.378177,
    longitude: 8.540192,
    region: 'Zürich',
    country: 'Switzerland',
    customData: { Phone: '+41 44 000 00 00', 'Door code': '4711' },
  },
  {
    name: '=HYPERLINK("http://evil.test")',
    address: 'Rua Augusta 2, Lisboa',
    latitude: 38.710335,
    longitude: -9.137474,
    region: 'Lisboa',
    country: 'Portugal',
    customData: { Phone: '-1' },
  },
  {
    name: 'Ōtautahi Library',
    address: '60 Cathedral Square, Christchurch',
    latitude: -43.530958,
    longitude: 172.636645,
    region: 'Canterbury',
    country: 'New Zealand',
    customData: { 'Door code': 'line one\nline two' },
  },
];

const rounded = (value: number) => Math.round(value * 1e6) / 1e6;
const comparable = (location: ListedPlace) => ({
  name: location.name,
  address: location.address,
  latitude: rounded(location.latitude),
  longitude: rounded(location.longitude),
  region: location.region,
  country: location.country,
  customData: location.customData,
});

describe.each(['geojson', 'csv', 'kml', 'gpx'])('a %s export imported into a new map', (format) => {
  it('gives the same names, addresses, coordinates to 6 decimals, places and custom values', async () => {
    const { owner, map } = await ownedMap(env, 'pro', { customFields: ['Phone', 'Door code'] });
    for (const place of PLACES) await added(owner, map.id, place);
    const file = await owner.get(`/api/maps/${map.id}/export?format=${format}`).buffer(true).parse(asBytes);
    expect(file.status).toBe(200);

    const target = await ownedMap(env, 'pro');
    const { progress } = await imported(
      target.owner,
      target.map.id,
      file.body as Buffer,
      `shared-map.${format}`,
    );
    expect(progress).toMatchObject({ status: 'done', imported: 3, problemCount: 0 });
    const after = await locationsOf(target.owner, target.map.id);
    expect(after.map(comparable)).toEqual(PLACES.map(comparable));
  });
});

describe('real-world files', () => {
  it('a Google My Maps KML export: placemarks with their data, the line skipped and told', async () => {
    const { owner, map } = await ownedMap(env, 'pro');
    const preview = await previewOf(owner, map.id, fixture('google-my-maps.kml'), 'Community map.kml');
    expect(preview.format).toBe('kml');
    expect(preview.problems).toEqual([
      expect.objectContaining({ reason: formatMessage(mapImportErrors.rowNotPoint, { type: 'LineString' }) }),
    ]);
    expect(preview.ready).toBe(preview.rows - 1);
    expect(preview.mapping.name).toBe('name');
    expect(preview.mapping.latitude).toBeNull();
  });

  it('the same export as KMZ reads the same', async () => {
    const { owner, map } = await ownedMap(env, 'pro');
    const kml = await previewOf(owner, map.id, fixture('google-my-maps.kml'), 'Community map.kml');
    const kmz = await previewOf(owner, map.id, fixture('google-my-maps.kmz'), 'Community map.kmz');
    expect({ ...kmz, id: '', format: 'kml', fileName: '' }).toEqual({ ...kml, id: '', fileName: '' });
  });

  it('a GPX from a GPS app: waypoints imported, the track skipped and told', async () => {
    const { owner, map } = await ownedMap(env, 'free');
    const { preview, progress } = await imported(owner, map.id, fixture('gps-app.gpx'), 'ride.gpx');
    expect(preview).toMatchObject({ format: 'gpx', rows: 4, ready: 3, problemCount: 1 });
    expect(preview.problems[0]!.reason).toMatch(/LineString$/);
    expect(progress).toMatchObject({ status: 'done', imported: 3 });
    const locations = await locationsOf(owner, map.id);
    expect(locations.every((location) => location.address !== '' && location.country !== '')).toBe(true);
  });

  it('a spreadsheet CSV: semicolons, a BOM, quoted commas and newlines, decimal commas', async () => {
    const { owner, map } = await ownedMap(env, 'pro');
    const { preview } = await imported(owner, map.id, fixture('spreadsheet-semicolon-bom.csv'), 'Export.csv');
    expect(preview.columns[0]).toBe('Name');
    const locations = await locationsOf(owner, map.id);
    const rijks = locations.find((location) => location.name === 'Rijksmuseum');
    expect(rijks).toMatchObject({
      address: 'Museumstraat 1, 1071 XX Amsterdam',
      latitude: 52.36,
      longitude: 4.8852,
    });
    expect(locations.find((location) => location.name === 'Café "De Jaren"')?.customData).toEqual({
      Notes: 'Reading table\nupstairs',
    });
  });

  it('a windows-1252 CSV reads with its accents, shown so in the preview', async () => {
    const { owner, map } = await ownedMap(env, 'free');
    const preview = await previewOf(owner, map.id, fixture('spreadsheet-windows-1252.csv'), 'old.csv');
    expect(JSON.stringify(preview.sample)).toMatch(/Café/);
  });

  it('GeoJSON with mixed geometries: points in, the rest told', async () => {
    const { owner, map } = await ownedMap(env, 'free');
    const preview = await previewOf(owner, map.id, fixture('mixed-geometries.geojson'), 'mixed.geojson');
    const reasons = preview.problems.map((problem) => problem.reason);
    expect(reasons).toEqual(
      expect.arrayContaining([
        formatMessage(mapImportErrors.rowNotPoint, { type: 'LineString' }),
        formatMessage(mapImportErrors.rowNotPoint, { type: 'Polygon' }),
      ]),
    );
    expect(preview.ready).toBeGreaterThan(0);
  });
});

describe('bad files change nothing', () => {
  const bomb = () => Buffer.from(zipSync({ 'doc.kml': new Uint8Array(60 * 1024 * 1024) }, { level: 9 }));
  const cases: [string, () => Buffer | string, string, string][] = [
    [
      'XML with an external entity (XXE)',
      () =>
        '<?xml version="1.0"?><!DOCTYPE kml [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><kml><Placemark><name>&xxe;</name></Placemark></kml>',
      'evil.kml',
      mapImportErrors.importXmlDoctype,
    ],
    [
      'GPX with a DOCTYPE',
      () => '<!DOCTYPE gpx><gpx version="1.1"></gpx>',
      'evil.gpx',
      mapImportErrors.importXmlDoctype,
    ],
    [
      'malformed XML',
      () => '<kml><Placemark><name>x</Placemark>',
      'broken.kml',
      formatMessage(mapImportErrors.importMalformedXml, { format: 'KML' }),
    ],
    [
      'malformed JSON',
      () => '{"type": "FeatureCollection", ',
      'broken.geojson',
      mapImportErrors.importMalformedJson,
    ],
    [
      'a CSV quote never closed',
      () => 'name,address\n"Open quote,London\n',
      'broken.csv',
      formatMessage(mapImportErrors.importMalformedCsv, { n: 2 }),
    ],
    [
      'a KMZ that unpacks past 10 MB',
      bomb,
      'bomb.kmz',
      formatMessage(mapImportErrors.importKmzTooLarge, { n: 10 }),
    ],
    [
      'binary garbage',
      () => Buffer.from([0, 1, 2, 3, 0, 255, 0, 7]),
      'garbage.csv',
      mapImportErrors.importUndecodableText,
    ],
    ['an unknown file type', () => 'hello', 'notes.docx', mapImportErrors.importUnsupportedFile],
  ];

  it.each(cases)('%s is refused with its message', async (_, bytes, fileName, message) => {
    const { owner, map } = await ownedMap(env, 'pro');
    const res = await uploadImport(owner, map.id, bytes(), fileName);
    expect(res.status).toBe(400);
    expect(res.headers['x-error-code']).toBe('invalid_import_file');
    expect(res.text).toBe(message);
    expect(await importCount(env, map.id)).toBe(0);
    expect(await locationsOf(owner, map.id)).toEqual([]);
  });
});
