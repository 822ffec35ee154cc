import { formatMessage, mapImportErrors } from '@groupmap/contracts';
import type { GeoFeature } from './geo-feature';

/** A feature's point, or the reason (a contract message) it has none the import can use. */
export type FeaturePoint = { latitude: number; longitude: number } | null | { problem: string };

const MAX_LATITUDE = 90;
const MAX_LONGITUDE = 180;

function lonLat(position: unknown): FeaturePoint {
  const [longitude, latitude] = Array.isArray(position) ? position : [];
  if (typeof longitude !== 'number' || typeof latitude !== 'number') {
    return { problem: mapImportErrors.rowCoordinatesNotNumbers };
  }
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) {
    return { problem: mapImportErrors.rowCoordinatesNotNumbers };
  }
  if (Math.abs(latitude) > MAX_LATITUDE) return { problem: mapImportErrors.rowLatitudeOutOfRange };
  if (Math.abs(longitude) > MAX_LONGITUDE) return { problem: mapImportErrors.rowLongitudeOutOfRange };
  return { latitude, longitude };
}

/**
 * The point of a feature (GeoJSON positions are [longitude, latitude]): a Point, or a MultiPoint of
 * exactly one point, which some tools write for every point. Null for a feature without geometry.
 */
export function featurePoint({ geometry }: GeoFeature): FeaturePoint {
  if (!geometry) return null;
  if (geometry.type === 'Point') return lonLat(geometry.coordinates);
  const { coordinates } = geometry;
  if (geometry.type === 'MultiPoint' && Array.isArray(coordinates) && coordinates.length === 1) {
    return lonLat(coordinates[0]);
  }
  return { problem: formatMessage(mapImportErrors.rowNotPoint, { type: geometry.type }) };
}
