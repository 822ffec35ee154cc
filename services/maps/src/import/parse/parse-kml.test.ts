import { formatMessage, mapImportErrors } from '@groupmap/contracts';
import type { ExportLocation } from '../../export/export-document';
import { exportLocation } from '../../export/export-test-data';
import { kmlWriter } from '../../export/kml-writer';
import { parseKml } from './parse-kml';

const kml = (placemarks: string) =>
  `<kml xmlns="http://www.opengis.net/kml/2.2"><Document>${placemarks}</Document></kml>`;

describe('parseKml', () => {
  it('reads back what the KML export writes', () => {
    const writer = kmlWriter({ mapName: 'Offices', customColumns: ['Phone'] });
    const location: ExportLocation = {
      name: 'Depot <north>',
      address: 'Hafenstraße 5, Hamburg',
      latitude: 53.5461,
      longitude: 9.9661,
      region: 'Hamburg',
      country: 'Germany',
      createdAt: '2024-01-02T03:04:05.000Z',
      custom: ['040 123'],
    };
    expect(parseKml(writer.start() + writer.write([location]) + writer.end())).toEqual({
      format: 'kml',
      columns: ['name', 'address', 'region', 'country', 'createdAt', 'Phone'],
      records: [
        {
          row: 1,
          values: {
            name: 'Depot <north>',
            address: 'Hafenstraße 5, Hamburg',
            region: 'Hamburg',
            country: 'Germany',
            createdAt: '2024-01-02T03:04:05.000Z',
            Phone: '040 123',
          },
          point: { latitude: 53.5461, longitude: 9.9661 },
        },
      ],
      problems: [],
    });
  });

  it('keeps a placemark without geometry, and drops inline styles and visibility', () => {
    const text = `<kml xmlns="http://www.opengis.net/kml/2.2"><Document>
      <Placemark>
        <name>Meeting point</name><visibility>0</visibility>
        <Style><IconStyle><color>ff0000ff</color></IconStyle><PolyStyle><color>7f00ff00</color></PolyStyle></Style>
        <TimeStamp><when>2024-06-01</when></TimeStamp>
        <ExtendedData><SchemaData schemaUrl="#s"><SimpleData name="Owner">Ana</SimpleData></SchemaData></ExtendedData>
      </Placemark></Document></kml>`;
    expect(parseKml(text, 'kmz')).toEqual({
      format: 'kmz',
      columns: ['name', 'Owner', 'timestamp'],
      records: [
        { row: 1, values: { name: 'Meeting point', Owner: 'Ana', timestamp: '2024-06-01' }, point: null },
      ],
      problems: [],
    });
  });

  it('reads back all 10,000 placemarks of our export with five custom fields', () => {
    const customColumns = ['Phone', 'Floor', 'Team', 'Owner', 'Notes'];
    const writer = kmlWriter({ mapName: 'Offices', customColumns });
    const locations = Array.from({ length: 10_000 }, (_, index) =>
      exportLocation({
        name: `Office ${index + 1}`,
        custom: customColumns.map((column) => `${column} ${index}`),
      }),
    );
    const parsed = parseKml(writer.start() + writer.write(locations) + writer.end());
    expect(parsed.columns).toEqual(['name', 'address', 'region', 'country', 'createdAt', ...customColumns]);
    expect(parsed.problems).toEqual([]);
    expect(parsed.records).toHaveLength(10_000);
    expect(parsed.records[9_999]).toEqual({
      row: 10_000,
      values: {
        name: 'Office 10000',
        address: '1 Market Square, Springfield',
        region: 'England',
        country: 'United Kingdom',
        createdAt: '2026-11-26T09:30:00.000Z',
        Phone: 'Phone 9999',
        Floor: 'Floor 9999',
        Team: 'Team 9999',
        Owner: 'Owner 9999',
        Notes: 'Notes 9999',
      },
      point: { latitude: 51.5, longitude: -0.125 },
    });
  });

  it('takes a description written as CDATA as its HTML text', () => {
    const text = kml(`<Placemark><name>Hub</name>
      <description>
        <![CDATA[<b>Coworking</b> on the 3rd floor<br>Desks: 30]]>
      </description>
      <Point><coordinates>-9.13,38.72,0</coordinates></Point></Placemark>`);
    expect(parseKml(text).records[0]?.values).toEqual({
      name: 'Hub',
      description: '<b>Coworking</b> on the 3rd floor<br>Desks: 30',
    });
  });

  it('reads SimpleData values as written, whatever type the Schema declares', () => {
    const text =
      kml(`<Schema id="s"><SimpleField name="Code" type="int"/><SimpleField name="Open" type="bool"/></Schema>
      <Placemark><name>Depot</name><ExtendedData><SchemaData schemaUrl="#s">
        <SimpleData name="Code">007</SimpleData><SimpleData name="Open">false</SimpleData>
      </SchemaData></ExtendedData><Point><coordinates>9.96,53.54</coordinates></Point></Placemark>`);
    expect(parseKml(text).records[0]?.values).toEqual({ name: 'Depot', Code: '007', Open: 'false' });
  });

  it('lists a MultiGeometry of a point and a line as a GeometryCollection problem', () => {
    const text = kml(`<Placemark><name>Route and start</name><MultiGeometry>
      <Point><coordinates>1,2</coordinates></Point>
      <LineString><coordinates>1,2 3,4</coordinates></LineString>
    </MultiGeometry></Placemark>`);
    expect(parseKml(text).problems).toEqual([
      { row: 1, reason: formatMessage(mapImportErrors.rowNotPoint, { type: 'GeometryCollection' }) },
    ]);
  });

  it('takes the one point of a MultiGeometry, and keeps a point of fewer than two numbers as no point', () => {
    const text = kml(`<Folder><Placemark><name>Inside</name>
        <MultiGeometry><MultiGeometry><Point><coordinates> 4.88, 52.37 </coordinates></Point></MultiGeometry></MultiGeometry>
      </Placemark></Folder>
      <Placemark><name>Half</name><Point><coordinates>4.88</coordinates></Point></Placemark>`);
    expect(parseKml(text).records).toEqual([
      { row: 1, values: { name: 'Inside' }, point: { latitude: 52.37, longitude: 4.88 } },
      { row: 2, values: { name: 'Half' }, point: null },
    ]);
  });

  it('orders the values as togeojson did, a data value named like a field replacing it in its place', () => {
    const text = kml(`<Placemark>
      <TimeStamp><when>2024-06-01</when></TimeStamp>
      <TimeSpan><begin>2024-01-01</begin><end>2024-12-31</end></TimeSpan>
      <ExtendedData><Data name="Team"><value>Ops</value></Data><Data name="name"><value>From data</value></Data></ExtendedData>
      <phoneNumber>+1 555 0100</phoneNumber><address>Main St 1</address><name>Written</name>
    </Placemark>`);
    const values = parseKml(text).records[0]?.values;
    expect(Object.entries(values ?? {})).toEqual([
      ['name', 'From data'],
      ['address', 'Main St 1'],
      ['phoneNumber', '+1 555 0100'],
      ['Team', 'Ops'],
      ['timespan', '{"begin":"2024-01-01","end":"2024-12-31"}'],
      ['timestamp', '2024-06-01'],
    ]);
  });
});
