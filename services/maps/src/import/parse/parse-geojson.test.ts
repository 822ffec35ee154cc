import { formatMessage, mapImportErrors } from '@groupmap/contracts';
import { refusal, refusalOf } from '../../../test/import/fixtures/fixtures';
import { parseGeoJson } from './parse-geojson';

const feature = (geometry: unknown, properties: unknown = {}) =>
  JSON.stringify({ type: 'Feature', properties, geometry });

describe('parseGeoJson', () => {
  it('reads a single Feature as well as a FeatureCollection', () => {
    expect(
      parseGeoJson(feature({ type: 'Point', coordinates: [-0.1276, 51.5072] }, { name: 'London' })),
    ).toEqual({
      format: 'geojson',
      columns: ['name'],
      records: [{ row: 1, values: { name: 'London' }, point: { latitude: 51.5072, longitude: -0.1276 } }],
      problems: [],
    });
  });

  it('turns property values into text and leaves empty ones out', () => {
    const parsed = parseGeoJson(
      feature(null, {
        name: ' A ',
        count: 0,
        ok: false,
        none: null,
        blank: '  ',
        list: [1, 'b'],
        nested: { x: 1 },
      }),
    );
    expect(parsed.records[0]?.values).toEqual({
      name: 'A',
      count: '0',
      ok: 'false',
      list: '[1,"b"]',
      nested: '{"x":1}',
    });
    expect(parsed.columns).toEqual(['name', 'count', 'ok', 'list', 'nested']);
  });

  it('lists features without a usable point as problems', () => {
    const collection = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        JSON.parse(
          feature({
            type: 'MultiPoint',
            coordinates: [
              [1, 2],
              [3, 4],
            ],
          }),
        ),
        JSON.parse(feature({ type: 'GeometryCollection', geometries: [] })),
        JSON.parse(feature({ type: 'Point', coordinates: [181, 10] })),
        JSON.parse(feature({ type: 'Point', coordinates: [-180, -90] })),
        JSON.parse(feature({ type: 'Point', coordinates: ['4.9', '52.3'] })),
      ],
    });
    const parsed = parseGeoJson(collection);
    expect(parsed.problems).toEqual([
      { row: 1, reason: formatMessage(mapImportErrors.rowNotPoint, { type: 'MultiPoint' }) },
      { row: 2, reason: formatMessage(mapImportErrors.rowNotPoint, { type: 'GeometryCollection' }) },
      { row: 3, reason: mapImportErrors.rowLongitudeOutOfRange },
      { row: 5, reason: mapImportErrors.rowCoordinatesNotNumbers },
    ]);
    expect(parsed.records).toEqual([{ row: 4, values: {}, point: { latitude: -90, longitude: -180 } }]);
  });

  it('refuses text that is not JSON', () => {
    expect(refusalOf(() => parseGeoJson('{"type": "FeatureCollection", "features": [ '))).toEqual(
      refusal(mapImportErrors.importMalformedJson),
    );
  });

  it('refuses JSON that holds no Feature or FeatureCollection', () => {
    for (const json of [
      '{"type":"Point","coordinates":[1,2]}',
      '[{"type":"Feature"}]',
      '{"features":[]}',
      '42',
    ]) {
      expect(refusalOf(() => parseGeoJson(json))).toEqual(refusal(mapImportErrors.importNotGeoJson));
    }
  });
});
