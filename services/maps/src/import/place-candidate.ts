import { mapImportErrors, normaliseFieldKey } from '@groupmap/contracts';
import type { LocationWrite } from '../db/location-repository';
import type { NearestPlace } from '../geocoding/gazetteer/nearest-place';
import type { Geocoder } from '../geocoding/geocoder';
import type { ImportCandidate } from './map-record';

/** How the import places its rows: the configured geocoder for addresses, the gazetteer for points. */
export interface ImportPlacing {
  geocoder: Geocoder;
  nearest(latitude: number, longitude: number): Promise<NearestPlace | null>;
}

export type PlacedRow = { resolved: LocationWrite } | { problem: string };

/** "Name, Region, Country", each part once: the address a point without one is given. */
function placeAddress(place: NearestPlace): string {
  const parts = [place.name, place.region, place.country].filter((part) => part !== '');
  return parts.filter((part, index) => parts.indexOf(part) === index).join(', ');
}

/** Custom values as stored: by the field's normalised key (decisions.md, Locations). */
function storedCustomData(customData: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(customData).map(([field, value]) => [normaliseFieldKey(field), value]),
  );
}

/**
 * Gives a candidate its position and its place names. One with coordinates keeps them and skips
 * the address check; what it lacks of address, region and country comes from the nearest gazetteer
 * place. One with only an address is geocoded (the provider's rate is the geocoder's business), and
 * is skipped when nothing is found. Columns the owner mapped always win over looked-up names.
 */
export async function placeCandidate(candidate: ImportCandidate, placing: ImportPlacing): Promise<PlacedRow> {
  const customData = storedCustomData(candidate.customData);
  if (candidate.latitude !== null && candidate.longitude !== null) {
    const complete = candidate.address !== '' && candidate.region !== '' && candidate.country !== '';
    const place = complete ? null : await placing.nearest(candidate.latitude, candidate.longitude);
    return {
      resolved: {
        name: candidate.name,
        address: candidate.address || (place ? placeAddress(place) : ''),
        latitude: candidate.latitude,
        longitude: candidate.longitude,
        region: candidate.region || (place?.region ?? ''),
        country: candidate.country || (place?.country ?? ''),
        customData: customData,
      },
    };
  }
  const [found] = await placing.geocoder.search(candidate.address);
  if (!found) return { problem: mapImportErrors.rowAddressNotFound };
  return {
    resolved: {
      name: candidate.name,
      address: candidate.address,
      latitude: found.latitude,
      longitude: found.longitude,
      region: candidate.region || found.region,
      country: candidate.country || found.country,
      customData: customData,
    },
  };
}
