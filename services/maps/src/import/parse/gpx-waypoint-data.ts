import type { Element } from '@xmldom/xmldom';
import { GPX_EXTENSION_NAMESPACE } from '../../export/gpx-writer';

/**
 * Region, country and custom fields that our GPX export (export/gpx-writer.ts) writes into a
 * waypoint's `<extensions>` as `<groupmap:data name="...">`. togeojson folds every such element
 * into one property named after the tag (`groupmap_data`, the last value winning), so they are read
 * from the document instead: `values` by their `name`, and `folded` the togeojson keys to drop.
 */
export function gpxWaypointData(waypoint: Element): { values: Record<string, string>; folded: string[] } {
  const values: Record<string, string> = {};
  const folded = new Set<string>();
  for (const element of Array.from(waypoint.getElementsByTagNameNS(GPX_EXTENSION_NAMESPACE, 'data'))) {
    const name = element.getAttribute('name');
    if (name) values[name] = element.textContent ?? '';
    folded.add(element.tagName.replace(':', '_'));
  }
  return { values, folded: [...folded] };
}
