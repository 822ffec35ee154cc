import { formatMessage, mapImportErrors } from '@groupmap/contracts';
import { fixture, refusal, refusalOf } from '../../../test/import/fixtures/fixtures';
import { strToU8, zipSync } from 'fflate';
import { parseImportFile, type ParsedFile } from './index';

/** Points rounded to 6 decimals, so the assertions read like the files. */
const rounded = (parsed: ParsedFile) =>
  parsed.records.map(({ row, point }) => ({
    row,
    point: point && { latitude: +point.latitude.toFixed(6), longitude: +point.longitude.toFixed(6) },
  }));

describe('parseImportFile', () => {
  it('reads a Google My Maps KML export: placemarks with their data, a line as a problem', () => {
    const parsed = parseImportFile(fixture('google-my-maps.kml'), 'google-my-maps.kml');
    expect(parsed.format).toBe('kml');
    expect(parsed.columns).toEqual(['name', 'description', 'Team', 'Desks']);
    expect(parsed.records[0]?.values).toEqual({
      name: 'Amsterdam office',
      description: 'Ground floor, ring twice<br>Team: Sales<br>Desks: 12',
      Team: 'Sales',
      Desks: '12',
    });
    expect(parsed.records[2]?.values).toEqual({
      name: 'Kraków satellite',
      description: 'Team: Support',
      Team: 'Support',
    });
    expect(rounded(parsed)).toEqual([
      { row: 1, point: { latitude: 52.3676, longitude: 4.8837 } },
      { row: 2, point: { latitude: 38.722252, longitude: -9.139337 } },
      { row: 4, point: { latitude: 50.06465, longitude: 19.94498 } },
    ]);
    expect(parsed.problems).toEqual([
      { row: 3, reason: formatMessage(mapImportErrors.rowNotPoint, { type: 'LineString' }) },
    ]);
  });

  it('reads the same export zipped as a KMZ', () => {
    const parsed = parseImportFile(fixture('google-my-maps.kmz'), 'google-my-maps.kmz');
    const unzipped = parseImportFile(fixture('google-my-maps.kml'), 'google-my-maps.kml');
    expect(parsed).toEqual({ ...unzipped, format: 'kmz' });
  });

  it('reads a GPS app GPX: waypoints in file order, the track as a problem', () => {
    const parsed = parseImportFile(fixture('gps-app.gpx'), 'gps-app.gpx');
    expect(parsed.format).toBe('gpx');
    expect(parsed.columns).toEqual([
      'name',
      'desc',
      'time',
      'osmand_icon',
      'osmand_background',
      'osmand_color',
      'sym',
    ]);
    expect(parsed.records.map((record) => record.values)).toEqual([
      {
        name: 'Kleine Scheidegg',
        desc: 'Train station, water refill',
        time: '2024-05-18T09:30:02Z',
        osmand_icon: 'special_star',
        osmand_background: 'circle',
        osmand_color: '#eecc22',
        sym: 'Waypoint',
      },
      { name: 'Wengen', desc: 'Lunch at the bakery', time: '2024-05-18T13:05:40Z', sym: 'Restaurant' },
      { name: 'Lauterbrunnen', time: '2024-05-18T16:47:19Z', sym: 'Campground' },
    ]);
    expect(rounded(parsed)).toEqual([
      { row: 1, point: { latitude: 46.558473, longitude: 7.835052 } },
      { row: 2, point: { latitude: 46.577512, longitude: 7.908593 } },
      { row: 3, point: { latitude: 46.6242, longitude: 7.9067 } },
    ]);
    expect(parsed.problems).toEqual([
      { row: 4, reason: formatMessage(mapImportErrors.rowNotPoint, { type: 'LineString' }) },
    ]);
  });

  it('reads an Excel CSV: BOM, semicolons, CRLF, quoted commas, quotes and line breaks', () => {
    const parsed = parseImportFile(fixture('spreadsheet-semicolon-bom.csv'), 'spreadsheet-semicolon-bom.csv');
    expect(parsed).toEqual({
      format: 'csv',
      columns: ['Name', 'Address', 'Latitude', 'Longitude', 'Notes'],
      records: [
        {
          row: 2,
          values: {
            Name: 'Rijksmuseum',
            Address: 'Museumstraat 1, 1071 XX Amsterdam',
            Latitude: '52,3600',
            Longitude: '4,8852',
            Notes: 'Open daily',
          },
          point: null,
        },
        {
          row: 3,
          values: {
            Name: 'Café "De Jaren"',
            Address: 'Nieuwe Doelenstraat 20',
            Latitude: '52,3676',
            Longitude: '4,8945',
            Notes: 'Reading table\nupstairs',
          },
          point: null,
        },
        { row: 4, values: { Name: 'Vondelpark', Latitude: '52,3580', Longitude: '4,8686' }, point: null },
        // Row 5 is blank (";;;;") and skipped, but still counted.
        {
          row: 6,
          values: { Name: 'Westerkerk', Address: 'Prinsengracht 281', Latitude: '52,3745' },
          point: null,
        },
      ],
      problems: [],
    });
  });

  it('reads a CSV saved in windows-1252', () => {
    const parsed = parseImportFile(fixture('spreadsheet-windows-1252.csv'), 'spreadsheet-windows-1252.csv');
    expect(parsed.columns).toEqual(['Name', 'City', 'Notes']);
    expect(parsed.records.map((record) => record.values)).toEqual([
      { Name: 'Café Central', City: 'Wien', Notes: 'Entry € 5' },
      { Name: 'Bäckerei Müller', City: 'München', Notes: '“Best Brezn” in town' },
    ]);
  });

  it('reads GeoJSON points and single-point MultiPoints, and lists the other features as problems', () => {
    const parsed = parseImportFile(fixture('mixed-geometries.geojson'), 'mixed-geometries.geojson');
    expect(parsed.columns).toEqual(['name', 'category', 'visitors', 'open', 'tags', 'address', 'contact']);
    expect(parsed.records).toEqual([
      {
        row: 1,
        values: { name: 'Brandenburger Tor', category: 'landmark', visitors: '1500000', open: 'true' },
        point: { latitude: 52.516275, longitude: 13.377704 },
      },
      {
        row: 4,
        values: { name: 'Museumsinsel', tags: '["museum","unesco"]' },
        point: { latitude: 52.5169, longitude: 13.3986 },
      },
      {
        row: 5,
        values: {
          name: 'Head office',
          address: 'Unter den Linden 1, 10117 Berlin',
          contact: '{"phone":"+49 30 1234567"}',
        },
        point: null,
      },
    ]);
    expect(parsed.problems).toEqual([
      { row: 2, reason: formatMessage(mapImportErrors.rowNotPoint, { type: 'LineString' }) },
      { row: 3, reason: formatMessage(mapImportErrors.rowNotPoint, { type: 'Polygon' }) },
      { row: 6, reason: mapImportErrors.rowLatitudeOutOfRange },
    ]);
  });

  it('tells the format from the content when the name has no known extension', () => {
    expect(parseImportFile(fixture('gps-app.gpx'), 'download').format).toBe('gpx');
    expect(parseImportFile(fixture('google-my-maps.kmz'), 'download.zip').format).toBe('kmz');
  });

  it('refuses an empty file, and a file without rows', () => {
    expect(refusalOf(() => parseImportFile(Buffer.alloc(0), 'places.csv'))).toEqual(
      refusal(mapImportErrors.importEmptyFile),
    );
    expect(refusalOf(() => parseImportFile(Buffer.from('Name;Address\r\n'), 'places.csv'))).toEqual(
      refusal(mapImportErrors.importEmptyFile),
    );
    const onlyLines =
      '{"type":"Feature","properties":{},"geometry":{"type":"LineString","coordinates":[[0,0],[1,1]]}}';
    expect(refusalOf(() => parseImportFile(Buffer.from(onlyLines), 'lines.geojson'))).toEqual(
      refusal(mapImportErrors.importEmptyFile),
    );
  });

  it('takes 10,000 rows and refuses one more', () => {
    const csv = (rows: number) =>
      Buffer.from(['name', ...Array.from({ length: rows }, (_, i) => `place ${i}`)].join('\n'));
    expect(parseImportFile(csv(10_000), 'places.csv').records).toHaveLength(10_000);
    expect(refusalOf(() => parseImportFile(csv(10_001), 'places.csv'))).toEqual(
      refusal('The file has more than 10,000 rows. Split it into smaller files.'),
    );
  });

  it('takes 200 columns and refuses one more', () => {
    const csv = (columns: number) => {
      const header = Array.from({ length: columns }, (_, i) => `column ${i}`);
      return Buffer.from([header.join(','), header.map(() => 'x').join(',')].join('\n'));
    };
    expect(parseImportFile(csv(200), 'wide.csv').columns).toHaveLength(200);
    expect(refusalOf(() => parseImportFile(csv(201), 'wide.csv'))).toEqual(
      refusal('The file has more than 200 columns. Keep the ones to import and try again.'),
    );
  });

  it('refuses binary garbage, whatever its name', () => {
    const garbage = Buffer.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0xff, 0x00,
    ]);
    expect(refusalOf(() => parseImportFile(garbage, 'photo.png'))).toEqual(
      refusal(mapImportErrors.importUnsupportedFile),
    );
    expect(refusalOf(() => parseImportFile(garbage, 'places.csv'))).toEqual(
      refusal(mapImportErrors.importUndecodableText),
    );
  });

  describe('hostile files (issue 19): refused as they are read, at the cap', () => {
    it('refuses a header repeating one name 20,000 times at its 201st column', () => {
      const header = Array.from({ length: 20_000 }, () => 'name').join(',');
      expect(refusalOf(() => parseImportFile(Buffer.from(`${header}\nx\n`), 'wide.csv'))).toEqual(
        refusal('The file has more than 200 columns. Keep the ones to import and try again.'),
      );
    });

    it('stops reading a spreadsheet at its 10,001st row', () => {
      const rows = Array.from({ length: 10_001 }, (_, i) => `place ${i}`);
      // A quote that never closes after the cap: reading on would report the file as malformed.
      const text = ['name', ...rows, '"never closed'].join('\n');
      expect(refusalOf(() => parseImportFile(Buffer.from(text), 'long.csv'))).toEqual(
        refusal('The file has more than 10,000 rows. Split it into smaller files.'),
      );
    });

    it('refuses GeoJSON features with more than 200 property names between them', () => {
      const features = Array.from({ length: 201 }, (_, i) => ({
        type: 'Feature',
        geometry: null,
        properties: { [`p${i}`]: 'x' },
      }));
      const text = JSON.stringify({ type: 'FeatureCollection', features });
      expect(refusalOf(() => parseImportFile(Buffer.from(text), 'wide.geojson'))).toEqual(
        refusal('The file has more than 200 columns. Keep the ones to import and try again.'),
      );
    });

    it('refuses a 5 KB KMZ holding one placemark and 1.3 million empty elements as too complex', () => {
      const kml =
        '<kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark><name>x</name>' +
        `<Point><coordinates>1,2</coordinates></Point></Placemark>${'<a/>'.repeat(1_300_000)}</Document></kml>`;
      const kmz = Buffer.from(zipSync({ 'doc.kml': strToU8(kml) }, { level: 9 }));
      expect(kmz.length).toBeLessThan(8 * 1024);
      expect(refusalOf(() => parseImportFile(kmz, 'elements.kmz'))).toEqual(
        refusal(mapImportErrors.importTooComplex),
      );
    });

    it('refuses a KMZ of spaces unpacking past 10 MB before decoding any of it', () => {
      const spaces = new Uint8Array(50 * 1024 * 1024).fill(0x20);
      const kmz = Buffer.from(zipSync({ 'doc.kml': spaces }, { level: 9 }));
      expect(refusalOf(() => parseImportFile(kmz, 'spaces.kmz'))).toEqual(
        refusal('The KMZ file unpacks to more than 10 MB and cannot be imported'),
      );
    });
  });
});
