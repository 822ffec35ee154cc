import { IMPORT_MAX_ROWS } from '@groupmap/contracts';
import type { GeoFeature } from './geo-feature';
import { featuresToRecords } from './features-to-records';
import { gpxWaypointReader } from './gpx-waypoint';
import type { ParsedFile } from './parsed-file';
import { readXmlRecords } from './read-xml-records';
import { tooManyRows } from './size-caps';
import { descendantsNamed } from './xml-descendants';
import type { XmlElement } from './xml-element';

/** What a GPX file lists at its top level: waypoints, tracks and routes. */
const RECORDS = new Set(['wpt', 'trk', 'rte']);
/** The depth of the root's children, the root being 0. */
const TOP_LEVEL = 1;
/** A track's or route's points: only the number of track segments is read, so they are not kept. */
const POINTS = new Set(['trkpt', 'rtept']);

/** A track or route as a feature: only its type matters, since the import takes points only. */
const line = (type: string): GeoFeature => ({ geometry: { type }, properties: {} });

/**
 * A GPX 1.0/1.1 file: a record per waypoint, and a problem per track or route, numbered in file
 * order; our own export's extension values become columns.
 */
export function parseGpx(text: string): ParsedFile {
  const features: GeoFeature[] = [];
  let readWaypoint: ((waypoint: XmlElement) => GeoFeature) | undefined;
  readXmlRecords(text, {
    format: 'GPX',
    isRecord: (element, depth) => depth === TOP_LEVEL && RECORDS.has(element.local),
    isSkipped: (element, record) => record.local !== 'wpt' && POINTS.has(element.local),
    onRecord: (record, root) => {
      // Refused at the first record past the cap, not after reading 500,000 empty waypoints.
      if (features.length === IMPORT_MAX_ROWS) throw tooManyRows();
      if (record.local === 'trk') {
        const segments = descendantsNamed(record, 'trkseg').length;
        features.push(line(segments > 1 ? 'MultiLineString' : 'LineString'));
      } else if (record.local === 'rte') {
        features.push(line('LineString'));
      } else {
        readWaypoint ??= gpxWaypointReader(root);
        features.push(readWaypoint(record));
      }
    },
  });
  return featuresToRecords('gpx', features);
}
