import type { ExportLocation } from '../../export/export-document';
import { kmlWriter } from '../../export/kml-writer';
import { parseKml } from './parse-kml';

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
});
