import { formatMessage, mapImportErrors } from '@groupmap/contracts';
import type { ExportLocation } from '../../export/export-document';
import { exportLocation } from '../../export/export-test-data';
import { gpxWriter } from '../../export/gpx-writer';
import { parseGpx } from './parse-gpx';

const notPoint = (type: string) => formatMessage(mapImportErrors.rowNotPoint, { type });

describe('parseGpx', () => {
  it('reads back what the GPX export writes, extension values included', () => {
    const writer = gpxWriter({ mapName: 'Offices', customColumns: ['Phone', 'Floor', 'Empty'] });
    const location: ExportLocation = {
      name: 'HQ & annex',
      address: 'Main St 1, Springfield',
      latitude: 40.7128,
      longitude: 180,
      region: 'Illinois',
      country: 'United States',
      createdAt: '2024-01-02T03:04:05.000Z',
      custom: ['+1 555 0100', '3', ''],
    };
    const parsed = parseGpx(writer.start() + writer.write([location]) + writer.end());
    expect(parsed.columns).toEqual(['name', 'desc', 'time', 'region', 'country', 'Phone', 'Floor']);
    expect(parsed.records).toEqual([
      {
        row: 1,
        values: {
          name: 'HQ & annex',
          desc: 'Main St 1, Springfield',
          time: '2024-01-02T03:04:05.000Z',
          region: 'Illinois',
          country: 'United States',
          Phone: '+1 555 0100',
          Floor: '3',
        },
        point: { latitude: 40.7128, longitude: -180 },
      },
    ]);
  });

  it('numbers waypoints, routes and tracks in file order and lists the lines as problems', () => {
    const text = `<?xml version="1.0"?>
<gpx version="1.1" creator="Garmin Connect" xmlns="http://www.topografix.com/GPX/1/1">
  <rte><name>Route</name><rtept lat="1" lon="1"/><rtept lat="2" lon="2"/></rte>
  <wpt lat="10.5" lon="-20.25"><name>First</name></wpt>
  <trk><name>Two days</name>
    <trkseg><trkpt lat="1" lon="1"/><trkpt lat="2" lon="2"/></trkseg>
    <trkseg><trkpt lat="3" lon="3"/><trkpt lat="4" lon="4"/></trkseg>
  </trk>
  <wpt lat="-33.9" lon="151.2"><name>Second</name><cmt>by the water</cmt></wpt>
</gpx>`;
    const parsed = parseGpx(text);
    expect(parsed.records).toEqual([
      { row: 2, values: { name: 'First' }, point: { latitude: 10.5, longitude: -20.25 } },
      {
        row: 4,
        values: { name: 'Second', cmt: 'by the water' },
        point: { latitude: -33.9, longitude: 151.2 },
      },
    ]);
    expect(parsed.problems).toEqual([
      { row: 1, reason: notPoint('LineString') },
      { row: 3, reason: notPoint('MultiLineString') },
    ]);
  });

  it('keeps a waypoint without coordinates as a record without a point, in step with the rest', () => {
    const text = `<gpx version="1.1"><wpt><name>Nowhere</name></wpt><wpt lat="1" lon="2"><name>Here</name></wpt></gpx>`;
    expect(parseGpx(text).records).toEqual([
      { row: 1, values: {}, point: null },
      { row: 2, values: { name: 'Here' }, point: { latitude: 1, longitude: 2 } },
    ]);
  });

  it('lists a waypoint outside the coordinate ranges as a problem', () => {
    const text = `<gpx version="1.1"><wpt lat="95" lon="2"><name>Beyond the pole</name></wpt></gpx>`;
    expect(parseGpx(text).problems).toEqual([{ row: 1, reason: mapImportErrors.rowLatitudeOutOfRange }]);
  });

  it('reads back all 10,000 waypoints of our export with five custom fields', () => {
    const customColumns = ['Phone', 'Floor', 'Team', 'Owner', 'Notes'];
    const writer = gpxWriter({ mapName: 'Offices', customColumns });
    const locations = Array.from({ length: 10_000 }, (_, index) =>
      exportLocation({
        name: `Office ${index + 1}`,
        custom: customColumns.map((column) => `${column} ${index}`),
      }),
    );
    const parsed = parseGpx(writer.start() + writer.write(locations) + writer.end());
    expect(parsed.columns).toEqual(['name', 'desc', 'time', 'region', 'country', ...customColumns]);
    expect(parsed.problems).toEqual([]);
    expect(parsed.records).toHaveLength(10_000);
    expect(parsed.records[9_999]).toEqual({
      row: 10_000,
      values: {
        name: 'Office 10000',
        desc: '1 Market Square, Springfield',
        time: '2026-11-26T09:30:00.000Z',
        region: 'England',
        country: 'United Kingdom',
        Phone: 'Phone 9999',
        Floor: 'Floor 9999',
        Team: 'Team 9999',
        Owner: 'Owner 9999',
        Notes: 'Notes 9999',
      },
      point: { latitude: 51.5, longitude: -0.125 },
    });
  });

  it('reads extension elements in a namespace the root declares, and Garmin ones, as prefix_name', () => {
    const text = `<gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1" xmlns:osmand="https://osmand.net">
  <wpt lat="46.62" lon="7.90"><name>Camp</name>
    <extensions>
      <osmand:icon> special_star </osmand:icon>
      <gpxx:WaypointExtension xmlns:gpxx="http://www.garmin.com/xmlschemas/GpxExtensions/v3">
        <gpxx:DisplayMode>SymbolAndName</gpxx:DisplayMode>
      </gpxx:WaypointExtension>
      <other:note xmlns:other="urn:undeclared-on-the-root">not read</other:note>
    </extensions>
    <link href="https://example.org/camp"><text>Site</text></link><sym>Campground</sym>
  </wpt>
</gpx>`;
    expect(parseGpx(text).records[0]?.values).toEqual({
      name: 'Camp',
      gpxx_WaypointExtension: 'SymbolAndName',
      gpxx_DisplayMode: 'SymbolAndName',
      osmand_icon: 'special_star',
      links: '[{"href":"https://example.org/camp","text":"Site"}]',
      sym: 'Campground',
    });
  });
});
