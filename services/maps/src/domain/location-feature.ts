import type { ApiSchema } from '@groupmap/contracts';
import type { StoredLocation } from '../db/location-repository';
import { toWireCustomData } from './custom-data';

export type LocationFeature = ApiSchema<'LocationFeature'>;

/**
 * A location as a GeoJSON Feature (RFC 7946, what map tools import): a Point at [longitude,
 * latitude], its fields as properties, the values of the map's custom fields by field name.
 */
export function toLocationFeature(row: StoredLocation, mapCustomFields: readonly string[]): LocationFeature {
  return {
    type: 'Feature',
    id: row.id,
    geometry: { type: 'Point', coordinates: [row.longitude, row.latitude] },
    properties: {
      name: row.name,
      address: row.address,
      region: row.region,
      country: row.country,
      createdAt: row.createdAt.toISOString(),
      customFields: toWireCustomData(row.customData, mapCustomFields),
    },
  };
}
