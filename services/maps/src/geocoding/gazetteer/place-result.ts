import type { GeocodeResult } from '../geocoder';
import type { Gazetteer } from './gazetteer';

/**
 * A gazetteer place as a geocoding candidate, however it was found (by name in a search, by
 * distance in a reverse lookup): its coordinates with its region and country names.
 */
export function placeResult(gazetteer: Gazetteer, place: number): GeocodeResult {
  const admin1 = gazetteer.admin1[place] ?? -1;
  const admin2 = gazetteer.admin2[place] ?? -1;
  return {
    latitude: gazetteer.latitude[place] ?? 0,
    longitude: gazetteer.longitude[place] ?? 0,
    // Spec section 3: the state, else the county, else empty.
    region: gazetteer.admin1Names[admin1] || gazetteer.admin2Names[admin2] || '',
    country: gazetteer.countries[gazetteer.country[place] ?? -1]?.name ?? '',
  };
}
