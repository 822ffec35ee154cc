import { IMPORT_MAX_ROWS } from '@groupmap/contracts';
import type { GeoFeature } from './geo-feature';
import { featuresToRecords } from './features-to-records';
import { kmlGeometry } from './kml-geometry';
import { kmlProperties } from './kml-properties';
import type { ParsedFile } from './parsed-file';
import { readXmlRecords } from './read-xml-records';
import { tooManyRows } from './size-caps';

/**
 * A KML document (or the KML inside a KMZ): a record per placemark at any depth (in folders or not),
 * in document order.
 */
export function parseKml(text: string, format: 'kml' | 'kmz' = 'kml'): ParsedFile {
  const features: GeoFeature[] = [];
  readXmlRecords(text, {
    format: 'KML',
    isRecord: (element) => element.name === 'Placemark',
    onRecord: (placemark) => {
      // Refused at the first placemark past the cap, not after reading 500,000 empty ones.
      if (features.length === IMPORT_MAX_ROWS) throw tooManyRows();
      features.push({ geometry: kmlGeometry(placemark), properties: kmlProperties(placemark) });
    },
  });
  return featuresToRecords(format, features);
}
