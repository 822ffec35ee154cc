import { MAP_EXPORT_FORMATS, mapExportPath } from './map-export-links';

describe('mapExportPath', () => {
  it("points at the map's export in the chosen format", () => {
    expect(mapExportPath(42, 'geojson')).toBe('/api/maps/42/export?format=geojson');
    expect(mapExportPath(7, 'csv')).toBe('/api/maps/7/export?format=csv');
  });

  it('offers GeoJSON, CSV, KML and GPX, in that order', () => {
    expect(MAP_EXPORT_FORMATS).toEqual(['geojson', 'csv', 'kml', 'gpx']);
    expect(MAP_EXPORT_FORMATS.map((format) => mapExportPath(1, format))).toEqual([
      '/api/maps/1/export?format=geojson',
      '/api/maps/1/export?format=csv',
      '/api/maps/1/export?format=kml',
      '/api/maps/1/export?format=gpx',
    ]);
  });
});
