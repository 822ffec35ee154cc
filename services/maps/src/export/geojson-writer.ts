import type { ExportDocument, ExportLocation, ExportWriter } from './export-document';

/**
 * RFC 7946 GeoJSON: a FeatureCollection of Points at [longitude, latitude]; properties name,
 * address, region, country, createdAt and each custom field that has a value, by its column name
 * (as the locations list leaves out fields without a value). One feature per line.
 */
export function geojsonWriter({ customColumns }: ExportDocument): ExportWriter {
  let separator = '\n';
  const feature = (location: ExportLocation) => {
    const properties: Record<string, string> = {
      name: location.name,
      address: location.address,
      region: location.region,
      country: location.country,
      createdAt: location.createdAt,
    };
    customColumns.forEach((column, index) => {
      const value = location.custom[index];
      if (value) properties[column] = value;
    });
    return JSON.stringify({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [location.longitude, location.latitude] },
      properties,
    });
  };
  return {
    start: () => '{"type":"FeatureCollection","features":[',
    write: (locations) =>
      locations
        .map((location) => {
          const text = separator + feature(location);
          separator = ',\n';
          return text;
        })
        .join(''),
    end: () => '\n]}\n',
  };
}
