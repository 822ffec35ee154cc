import type { ExportDocument, ExportLocation, ExportWriter } from './export-document';
import { xmlAttribute, xmlNumber, xmlText } from './xml-text';

const data = (name: string, value: string) =>
  `<Data name="${xmlAttribute(name)}"><value>${xmlText(value)}</value></Data>`;

/**
 * KML 2.2 (what Google My Maps and Earth read): a Document named after the map with a Placemark per
 * location, its children in the schema's order: name, address, ExtendedData (region, country,
 * createdAt and each custom field with a value, as `Data name=`), then the Point (longitude,latitude).
 */
export function kmlWriter({ mapName, customColumns }: ExportDocument): ExportWriter {
  const placemark = (location: ExportLocation) => {
    const extended = [
      data('region', location.region),
      data('country', location.country),
      data('createdAt', location.createdAt),
      ...customColumns.flatMap((column, index) => {
        const value = location.custom[index];
        return value ? [data(column, value)] : [];
      }),
    ].join('');
    return (
      `<Placemark><name>${xmlText(location.name)}</name>` +
      `<address>${xmlText(location.address)}</address>` +
      `<ExtendedData>${extended}</ExtendedData>` +
      `<Point><coordinates>${xmlNumber(location.longitude)},${xmlNumber(location.latitude)}</coordinates></Point>` +
      `</Placemark>\n`
    );
  };
  return {
    start: () =>
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<kml xmlns="http://www.opengis.net/kml/2.2">\n' +
      `<Document><name>${xmlText(mapName)}</name>\n`,
    write: (locations) => locations.map(placemark).join(''),
    end: () => '</Document>\n</kml>\n',
  };
}
