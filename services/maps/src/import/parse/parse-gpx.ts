import { gpx } from '@tmcw/togeojson';
import type { Element } from '@xmldom/xmldom';
import type { GeoFeature } from './geo-feature';
import { featuresToRecords } from './features-to-records';
import { gpxWaypointData } from './gpx-waypoint-data';
import type { ParsedFile } from './parsed-file';
import { parseXml } from './parse-xml';

/** togeojson's bookkeeping on its features, not data from the file. */
const INTERNAL_PROPERTIES = ['_gpxType', 'coordinateProperties'];

const ELEMENT_NODE = 1;

/** togeojson skips a waypoint whose lat or lon is not a number; the same test keeps both lists in step. */
const hasPosition = (waypoint: Element) =>
  ['lat', 'lon'].every((name) => !Number.isNaN(Number.parseFloat(waypoint.getAttribute(name) ?? '')));

/** A track or route as a feature: only its type matters, since the import takes points only. */
const line = (type: string): GeoFeature => ({ geometry: { type }, properties: {} });

/**
 * A GPX 1.0/1.1 file: a record per waypoint, and a problem per track or route, numbered in file
 * order. togeojson reads the waypoints (it yields them after all tracks and routes, so they are
 * matched back to the `wpt` elements in order); our own export's extension values become columns.
 */
export function parseGpx(text: string): ParsedFile {
  const document = parseXml(text, 'GPX');
  const waypoints = gpx(document).features.filter((feature) => feature.geometry?.type === 'Point');
  const children = Array.from(document.documentElement?.childNodes ?? []).filter(
    (node): node is Element => node.nodeType === ELEMENT_NODE,
  );
  const features = children.flatMap((element): GeoFeature[] => {
    if (element.localName === 'trk') {
      const segments = element.getElementsByTagName('trkseg').length;
      return [line(segments > 1 ? 'MultiLineString' : 'LineString')];
    }
    if (element.localName === 'rte') return [line('LineString')];
    if (element.localName !== 'wpt') return [];
    const waypoint = hasPosition(element) ? waypoints.shift() : undefined;
    const { values, folded } = gpxWaypointData(element);
    const properties: Record<string, unknown> = { ...waypoint?.properties };
    for (const name of [...INTERNAL_PROPERTIES, ...folded]) delete properties[name];
    return [{ geometry: waypoint?.geometry ?? null, properties: { ...properties, ...values } }];
  });
  return featuresToRecords('gpx', features);
}
