import { GPX_EXTENSION_NAMESPACE } from '../../export/gpx-writer';
import { textContent } from './xml-descendants';
import type { NamespacedElement } from './xml-namespaces';

/** Whether an element is one of our export's `<groupmap:data name="...">` extension values. */
export const isGroupmapData = ({ element, namespace }: NamespacedElement) =>
  namespace === GPX_EXTENSION_NAMESPACE && element.local === 'data';

/**
 * Region, country and custom fields that our GPX export (export/gpx-writer.ts) writes into a
 * waypoint's `<extensions>` as `<groupmap:data name="...">`, by their `name`. (togeojson folded them
 * all into one `groupmap_data` property, the last value winning; they are not read that way.)
 */
export function gpxWaypointData(elements: NamespacedElement[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const item of elements) {
    const name = item.element.attributes.name;
    if (name && isGroupmapData(item)) values[name] = textContent(item.element);
  }
  return values;
}
