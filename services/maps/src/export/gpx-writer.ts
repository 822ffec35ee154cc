import type { ExportDocument, ExportLocation, ExportWriter } from './export-document';
import { xmlAttribute, xmlNumber, xmlText } from './xml-text';

/**
 * The namespace of the waypoints' extension elements. A URN: it names the vocabulary and promises no
 * document at an address.
 */
export const GPX_EXTENSION_NAMESPACE = 'urn:groupmap:gpx:1';

const data = (name: string, value: string) =>
  `<groupmap:data name="${xmlAttribute(name)}">${xmlText(value)}</groupmap:data>`;

/**
 * GPX 1.1's longitude runs from -180 inclusive to 180 exclusive; 180 is the same meridian as -180.
 */
const gpxLongitude = (longitude: number) => (longitude === 180 ? -180 : longitude);

/**
 * GPX 1.1 (what GPS apps read): metadata named after the map and a waypoint per location, its
 * children in the schema's order: time (createdAt), name, desc (the address), then extensions with a
 * `groupmap:data name=` element each for region, country and the custom fields that have a value.
 */
export function gpxWriter({ mapName, customColumns }: ExportDocument): ExportWriter {
  const waypoint = (location: ExportLocation) => {
    const extensions = [
      data('region', location.region),
      data('country', location.country),
      ...customColumns.flatMap((column, index) => {
        const value = location.custom[index];
        return value ? [data(column, value)] : [];
      }),
    ].join('');
    return (
      `<wpt lat="${xmlNumber(location.latitude)}" lon="${xmlNumber(gpxLongitude(location.longitude))}">` +
      `<time>${xmlText(location.createdAt)}</time>` +
      `<name>${xmlText(location.name)}</name>` +
      `<desc>${xmlText(location.address)}</desc>` +
      `<extensions>${extensions}</extensions>` +
      `</wpt>\n`
    );
  };
  return {
    start: () =>
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      `<gpx version="1.1" creator="Groupmap" xmlns="http://www.topografix.com/GPX/1/1" xmlns:groupmap="${GPX_EXTENSION_NAMESPACE}">\n` +
      `<metadata><name>${xmlText(mapName)}</name></metadata>\n`,
    write: (locations) => locations.map(waypoint).join(''),
    end: () => '</gpx>\n',
  };
}
