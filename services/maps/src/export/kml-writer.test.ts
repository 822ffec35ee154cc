import { XMLParser } from 'fast-xml-parser';
import type { ExportLocation } from './export-document';
import { exportLocation } from './export-test-data';
import { kmlWriter } from './kml-writer';

function kmlOf(mapName: string, customColumns: string[], ...pages: ExportLocation[][]): string {
  const writer = kmlWriter({ mapName, customColumns });
  return writer.start() + pages.map((page) => writer.write(page)).join('') + writer.end();
}

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  trimValues: false,
  isArray: (name) => name === 'Placemark' || name === 'Data',
});

interface Placemark {
  name: string;
  address: string;
  ExtendedData: { Data: { '@_name': string; value: string }[] };
  Point: { coordinates: string };
}
const documentOf = (text: string) =>
  (parser.parse(text) as { kml: { '@_xmlns': string; Document: { name: string; Placemark?: Placemark[] } } })
    .kml;
const dataOf = (placemark: Placemark) =>
  Object.fromEntries(placemark.ExtendedData.Data.map((data) => [data['@_name'], data.value]));

describe('kmlWriter', () => {
  it('writes a KML 2.2 document named after the map with a Placemark per location', () => {
    const kml = documentOf(kmlOf('Parks', ['Phone', 'Website'], [exportLocation({ custom: ['555', ''] })]));
    expect(kml['@_xmlns']).toBe('http://www.opengis.net/kml/2.2');
    expect(kml.Document.name).toBe('Parks');
    const [placemark] = kml.Document.Placemark!;
    expect(placemark!.name).toBe('Town Hall');
    expect(placemark!.address).toBe('1 Market Square, Springfield');
    expect(placemark!.Point.coordinates).toBe('-0.125,51.5');
    expect(dataOf(placemark!)).toEqual({
      region: 'England',
      country: 'United Kingdom',
      createdAt: '2026-11-26T09:30:00.000Z',
      Phone: '555',
    });
  });

  it('escapes markup in names, text and field names, and keeps non-ASCII text', () => {
    const name = '<b>Fish & "Chips"</b> \'n\' Zürich 東京';
    const text = kmlOf('A & B <map>', ['Notes <&>'], [exportLocation({ name, custom: ['</value></Data>'] })]);
    expect(text).not.toContain('<b>');
    const kml = documentOf(text);
    expect(kml.Document.name).toBe('A & B <map>');
    expect(kml.Document.Placemark![0]!.name).toBe(name);
    expect(dataOf(kml.Document.Placemark![0]!)['Notes <&>']).toBe('</value></Data>');
  });

  it('drops characters XML cannot hold and writes coordinates without exponents', () => {
    const text = kmlOf(
      'Map',
      [],
      [exportLocation({ name: 'Bell\u0007 \uFFFF', latitude: 1e-7, longitude: -0 })],
    );
    const placemark = documentOf(text).Document.Placemark![0]!;
    expect(placemark.name).toBe('Bell ');
    expect(placemark.Point.coordinates).toBe('0,0.0000001');
  });

  it('is a valid empty document with no locations', () => {
    expect(documentOf(kmlOf('Empty', [])).Document.Placemark).toBeUndefined();
  });
});
