import type { GeoFeature } from './geo-feature';
import { kmlPosition, kmlPositions } from './kml-coordinates';
import { descendants, descendantsNamed, descendantText, textContent } from './xml-descendants';
import { isXmlElement, type XmlElement, type XmlNode } from './xml-element';

type Geometry = NonNullable<GeoFeature['geometry']>;

/** Containers whose geometries togeojson lists in place of the container. */
const CONTAINERS = new Set(['MultiGeometry', 'MultiTrack', 'gx:MultiTrack']);

/** A line needs two positions; a polygon ring four once closed (its first position repeated last). */
const MIN_LINE_POSITIONS = 2;
const MIN_RING_POSITIONS = 4;

const coordinates = (element: XmlElement) => kmlPositions(descendantText(element, 'coordinates'));

/** A ring's length once togeojson has closed it by repeating its first position. */
function closedRingLength(ring: number[][]): number {
  const first = ring[0] ?? [];
  const last = ring.at(-1) ?? [];
  const closed = first.length === last.length && first.every((number, index) => number === last[index]);
  return closed ? ring.length : ring.length + 1;
}

/**
 * A gx:Track from its `coord` elements ("longitude latitude altitude"): a line, or a point when it
 * has one. togeojson reads `gx:coord` when there is no unprefixed `coord`, and splits on single spaces.
 */
function track(element: XmlElement): Geometry | undefined {
  const unprefixed = descendantsNamed(element, 'coord');
  const coords =
    unprefixed.length > 0
      ? unprefixed
      : descendants(element).filter((descendant) => descendant.local === 'coord');
  const [first] = coords;
  if (!first) return undefined;
  if (coords.length >= MIN_LINE_POSITIONS) return { type: 'LineString' };
  return {
    type: 'Point',
    coordinates: textContent(first)
      .split(' ')
      .map((part) => Number.parseFloat(part)),
  };
}

/** The geometry one element of a placemark stands for, if any: only a point keeps its coordinates. */
function geometry(element: XmlElement): Geometry | undefined {
  switch (element.name) {
    case 'Point': {
      const position = kmlPosition(descendantText(element, 'coordinates'));
      return position && { type: 'Point', coordinates: position };
    }
    case 'LineString':
    case 'LinearRing':
      return coordinates(element).length >= MIN_LINE_POSITIONS ? { type: 'LineString' } : undefined;
    case 'Polygon': {
      const rings = descendantsNamed(element, 'LinearRing').map(coordinates);
      return rings.some((ring) => closedRingLength(ring) >= MIN_RING_POSITIONS)
        ? { type: 'Polygon' }
        : undefined;
    }
    case 'Track':
    case 'gx:Track':
      return track(element);
    default:
      return undefined;
  }
}

/** The geometries of these elements, those of MultiGeometry and MultiTrack in place of the container. */
const geometries = (elements: XmlNode[]): Geometry[] =>
  elements
    .filter(isXmlElement)
    .flatMap((element) =>
      CONTAINERS.has(element.name) ? geometries(element.children) : (geometry(element) ?? []),
    );

/**
 * A placemark's geometry as togeojson 7 reads it from the placemark's children, MultiGeometry and
 * MultiTrack flattened: one geometry is itself, several a GeometryCollection, none null. The import
 * takes points only, so other geometries keep just their type, for the problem that names it.
 */
export function kmlGeometry(placemark: XmlElement): GeoFeature['geometry'] {
  const [first, second] = geometries(placemark.children);
  if (!first) return null;
  return second ? { type: 'GeometryCollection' } : first;
}
