import { ownValue, validationMessages } from '@groupmap/contracts';
import type { LocationRequest } from '../api/add-location';
import type { GeocodeResult } from '../api/geocode';
import type { Location } from '../api/list-locations';

/** What the location form holds: custom values keyed by the map's field names, as on the wire. */
export interface LocationFormValues {
  name: string;
  address: string;
  custom: Record<string, string>;
}

export type LocationFormErrors = Partial<Record<'name' | 'address', string>>;

export const EMPTY_LOCATION_FORM: LocationFormValues = { name: '', address: '', custom: {} };

/** The form filled with a location to edit; only the map's current fields are shown and sent. */
export function formValuesFromLocation(
  location: Pick<Location, 'name' | 'address' | 'customData'>,
  fields: readonly string[],
): LocationFormValues {
  // Own values only, built as own properties: field names are the owner's words (issue 21).
  const custom = Object.fromEntries(
    fields.map((field) => [field, ownValue(location.customData, field) ?? '']),
  );
  return { name: location.name, address: location.address, custom };
}

/** Name and address are required (the service refuses them blank with the same texts). */
export function validateLocationForm(values: LocationFormValues): LocationFormErrors {
  const errors: LocationFormErrors = {};
  if (values.name.trim() === '') errors.name = validationMessages.locationNameRequired;
  if (values.address.trim() === '') errors.address = validationMessages.addressRequired;
  return errors;
}

/**
 * The body of POST and PUT (spec sections 5 and 7): name and address trimmed, the coordinates, region
 * and country of the address preview's first result, and a trimmed text for every field of the map
 * (an emptied field is sent empty, so an edit clears it).
 */
export function locationRequest(
  values: LocationFormValues,
  fields: readonly string[],
  place: GeocodeResult,
): LocationRequest {
  const customData = Object.fromEntries(
    fields.map((field) => [field, String(ownValue(values.custom, field) ?? '').trim()]),
  );
  return {
    name: values.name.trim(),
    address: values.address.trim(),
    latitude: place.latitude,
    longitude: place.longitude,
    region: place.region,
    country: place.country,
    customData,
  };
}
