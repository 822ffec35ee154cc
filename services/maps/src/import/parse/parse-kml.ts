import { kml } from '@tmcw/togeojson';
import { featuresToRecords } from './features-to-records';
import { kmlProperties } from './kml-properties';
import type { ParsedFile } from './parsed-file';
import { parseXml } from './parse-xml';

/** A KML document (or the KML inside a KMZ): a record per placemark, in document order. */
export function parseKml(text: string, format: 'kml' | 'kmz' = 'kml'): ParsedFile {
  const features = kml(parseXml(text, 'KML')).features.map((feature) => ({
    geometry: feature.geometry,
    properties: kmlProperties(feature.properties),
  }));
  return featuresToRecords(format, features);
}
