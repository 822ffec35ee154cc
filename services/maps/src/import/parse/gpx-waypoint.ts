import type { GeoFeature } from './geo-feature';
import { gpxWaypointData, isGroupmapData } from './gpx-waypoint-data';
import { firstDescendantsNamed, nonEmptyTexts, textContent } from './xml-descendants';
import type { XmlElement } from './xml-element';
import {
  type NamespacedElement,
  namespacedDescendants,
  namespacesIn,
  type XmlNamespaces,
} from './xml-namespaces';

/** The waypoint values togeojson 7 reads first, in its order: the first element of each name below it. */
const TEXT_VALUES = ['name', 'cmt', 'desc', 'type', 'time', 'keywords'];
const SYMBOL_VALUES = ['sym'];
const LINK_VALUES = ['text', 'type'];

/** Garmin's GPX extensions, which togeojson reads whether the root declares them or not. */
const GARMIN_NAMESPACE = 'http://www.garmin.com/xmlschemas/GpxExtensions/v3';
const PREFIX_DECLARATION = 'xmlns:';

/** The namespaces whose elements togeojson makes values: Garmin's, then each one the root binds to a prefix. */
function valueNamespaces(root: XmlElement): string[] {
  const namespaces = [GARMIN_NAMESPACE];
  for (const [name, namespace] of Object.entries(root.attributes)) {
    if (name.startsWith(PREFIX_DECLARATION) && namespace && namespace !== GARMIN_NAMESPACE) {
      namespaces.push(namespace);
    }
  }
  return namespaces;
}

/**
 * Extension values as togeojson 7 makes them: each element below the waypoint in one of those
 * namespaces, namespace by namespace, as `prefix_name` -> its trimmed text (`osmand:color` is
 * `osmand_color`). Our export's own data elements are read by their name instead.
 */
function extensionValues(elements: NamespacedElement[], namespaces: string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const namespace of namespaces) {
    for (const item of elements) {
      if (item.namespace !== namespace || isGroupmapData(item)) continue;
      values[item.element.name.replace(':', '_')] = textContent(item.element).trim();
    }
  }
  return values;
}

/** Each name's first element among `elements` (in document order). */
function firstByName(elements: NamespacedElement[]): Map<string, XmlElement> {
  const first = new Map<string, XmlElement>();
  for (const { element } of elements) if (!first.has(element.name)) first.set(element.name, element);
  return first;
}

/** A waypoint's links as togeojson 7 lists them: `href`, and `text` and `type` when given. */
const links = (elements: NamespacedElement[]) =>
  elements
    .filter(({ element }) => element.name === 'link')
    .map(({ element: link }) => ({
      href: link.attributes.href ?? null,
      ...nonEmptyTexts(firstDescendantsNamed(link, LINK_VALUES), LINK_VALUES),
    }));

/**
 * Reads the waypoints of one GPX document: each as a feature, its properties in togeojson 7's order
 * (name, cmt, desc, type, time, keywords, extension values, links, sym), then our export's data
 * values. A waypoint whose `lat` or `lon` is not a number has no point, and keeps only our export's
 * values, as before. What the root declares is read once, not per waypoint.
 */
export function gpxWaypointReader(root: XmlElement): (waypoint: XmlElement) => GeoFeature {
  const rootNamespaces: XmlNamespaces = namespacesIn(root, new Map());
  const extensionNamespaces = valueNamespaces(root);
  return (waypoint) => {
    const elements = namespacedDescendants(waypoint, rootNamespaces);
    const data = gpxWaypointData(elements);
    const longitude = Number.parseFloat(waypoint.attributes.lon ?? '');
    const latitude = Number.parseFloat(waypoint.attributes.lat ?? '');
    if (Number.isNaN(longitude) || Number.isNaN(latitude)) return { geometry: null, properties: data };
    const first = firstByName(elements);
    const properties: Record<string, unknown> = {
      ...nonEmptyTexts(first, TEXT_VALUES),
      ...extensionValues(elements, extensionNamespaces),
    };
    const waypointLinks = links(elements);
    if (waypointLinks.length > 0) properties.links = waypointLinks;
    Object.assign(properties, nonEmptyTexts(first, SYMBOL_VALUES), data);
    return { geometry: { type: 'Point', coordinates: [longitude, latitude] }, properties };
  };
}
