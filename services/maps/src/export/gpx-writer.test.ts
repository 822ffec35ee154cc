import { XMLParser } from 'fast-xml-parser';
import type { ExportLocation } from './export-document';
import { exportLocation } from './export-test-data';
import { GPX_EXTENSION_NAMESPACE, gpxWriter } from './gpx-writer';

function gpxOf(mapName: string, customColumns: string[], ...pages: ExportLocation[][]): string {
  const writer = gpxWriter({ mapName, customColumns });
  return writer.start() + pages.map((page) => writer.write(page)).join('') + writer.end();
}

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  isArray: (name) => name === 'wpt' || name === 'groupmap:data',
});

interface Waypoint {
  '@_lat': string;
  '@_lon': string;
  time: string;
  name: string;
  desc: string;
  extensions: { 'groupmap:data': { '@_name': string; '#text'?: string }[] };
}
const gpxDocument = (text: string) =>
  (parser.parse(text) as { gpx: Record<string, string> & { metadata: { name: string }; wpt?: Waypoint[] } })
    .gpx;
const extensionsOf = (waypoint: Waypoint) =>
  Object.fromEntries(
    waypoint.extensions['groupmap:data'].map((data) => [data['@_name'], data['#text'] ?? '']),
  );

describe('gpxWriter', () => {
  it('writes GPX 1.1 waypoints: lat/lon, time = createdAt, name, desc = address, the rest as extensions', () => {
    const gpx = gpxDocument(
      gpxOf('Walks', ['Phone', 'Website'], [exportLocation({ custom: ['', 'https://x.test/?a=1&b=2'] })]),
    );
    expect(gpx['@_version']).toBe('1.1');
    expect(gpx['@_xmlns']).toBe('http://www.topografix.com/GPX/1/1');
    expect(gpx['@_xmlns:groupmap']).toBe(GPX_EXTENSION_NAMESPACE);
    expect(gpx.metadata.name).toBe('Walks');
    const [waypoint] = gpx.wpt!;
    expect([waypoint!['@_lat'], waypoint!['@_lon']]).toEqual(['51.5', '-0.125']);
    expect(waypoint!.time).toBe('2026-11-26T09:30:00.000Z');
    expect(waypoint!.name).toBe('Town Hall');
    expect(waypoint!.desc).toBe('1 Market Square, Springfield');
    expect(extensionsOf(waypoint!)).toEqual({
      region: 'England',
      country: 'United Kingdom',
      Website: 'https://x.test/?a=1&b=2',
    });
  });

  it('escapes markup and keeps non-ASCII text, in attributes too', () => {
    const text = gpxOf(
      'Café "Map"',
      ['Tab\tName'],
      [exportLocation({ name: '<wpt> & Zürich', custom: ['東京'] })],
    );
    const gpx = gpxDocument(text);
    expect(gpx.metadata.name).toBe('Café "Map"');
    expect(gpx.wpt![0]!.name).toBe('<wpt> & Zürich');
    expect(text).toContain('name="Tab&#9;Name"');
    expect(gpx.wpt![0]!.extensions['groupmap:data'][2]!['#text']).toBe('東京');
  });

  it('writes longitude 180 as -180, the range GPX allows', () => {
    expect(gpxDocument(gpxOf('Map', [], [exportLocation({ longitude: 180 })])).wpt![0]!['@_lon']).toBe(
      '-180',
    );
  });
});
