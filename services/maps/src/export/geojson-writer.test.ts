import type { ExportLocation } from './export-document';
import { exportLocation } from './export-test-data';
import { geojsonWriter } from './geojson-writer';

function geojsonOf(customColumns: string[], ...pages: ExportLocation[][]) {
  const writer = geojsonWriter({ mapName: 'Map', customColumns });
  const text = writer.start() + pages.map((page) => writer.write(page)).join('') + writer.end();
  return JSON.parse(text) as {
    type: string;
    features: { type: string; geometry: { type: string; coordinates: number[] }; properties: object }[];
  };
}

describe('geojsonWriter', () => {
  it('writes a FeatureCollection of Points at [longitude, latitude] with the properties by name', () => {
    const collection = geojsonOf(['Phone', 'Website'], [exportLocation({ custom: ['555', ''] })]);
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features).toEqual([
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [-0.125, 51.5] },
        properties: {
          name: 'Town Hall',
          address: '1 Market Square, Springfield',
          region: 'England',
          country: 'United Kingdom',
          createdAt: '2026-11-26T09:30:00.000Z',
          Phone: '555',
        },
      },
    ]);
  });

  it('is valid JSON with no locations, and across pages', () => {
    expect(geojsonOf([]).features).toEqual([]);
    expect(geojsonOf([], [], [exportLocation()]).features).toHaveLength(1);
    const names = geojsonOf(
      [],
      [exportLocation({ name: 'a' })],
      [exportLocation({ name: 'b' }), exportLocation({ name: 'c' })],
    ).features.map((feature) => (feature.properties as { name: string }).name);
    expect(names).toEqual(['a', 'b', 'c']);
  });

  it('keeps quotes, backslashes, control characters and non-ASCII text intact', () => {
    const name = 'Say "hi" \\ \u0001 Zürich 東京 😀';
    const [feature] = geojsonOf(['Café'], [exportLocation({ name, custom: ['naïve'] })]).features;
    expect(feature!.properties).toMatchObject({ name, Café: 'naïve' });
  });
});
