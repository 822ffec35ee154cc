import type { ClusterOptions } from './cluster-protocol';
import { POINT_STRIDE } from './cluster-protocol';

/**
 * supercluster measures its radius against a tile `extent` (512 by default, for 512 px vector tiles);
 * Leaflet's tiles are 256 px, so an extent of 256 makes the radius plain screen pixels. Points closer
 * than the radius merge: 60 px keeps markers (28 px) and clusters (up to 50 px) from overlapping in
 * all but rare cases, as WCAG 2.2's target spacing asks. Clusters stop one level below the map's
 * maximum zoom (12, mf-map's MAP_VIEW), so at the closest zoom every location shows on its own.
 * One object for every index: an index built by the shell is reused only for the same options.
 */
export const CLUSTER_OPTIONS: ClusterOptions = { radius: 60, extent: 256, maxZoom: 11 };

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** A location can be drawn when both coordinates are finite numbers inside their ranges. */
export function hasCoordinates(place: Partial<Coordinates>): place is Coordinates {
  const { latitude, longitude } = place;
  return (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
}

/** The drawable locations (`hasCoordinates`) as the worker takes them: id, longitude, latitude each. */
export function packPoints(drawable: ReadonlyArray<Coordinates & { id: number }>): Float64Array {
  const points = new Float64Array(drawable.length * POINT_STRIDE);
  drawable.forEach((location, i) => {
    points.set([location.id, location.longitude, location.latitude], i * POINT_STRIDE);
  });
  return points;
}

/** The points of `locations` that can be drawn, as the engine indexes them. */
export function drawablePoints<T extends Partial<Coordinates> & { id: number }>(
  locations: readonly T[],
): { drawable: Array<T & Coordinates>; points: () => Float64Array } {
  const drawable = locations.filter(hasCoordinates) as Array<T & Coordinates>;
  return { drawable, points: () => packPoints(drawable) };
}
