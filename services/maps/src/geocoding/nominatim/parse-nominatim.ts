import { z } from 'zod';
import type { GeocodeResult } from '../geocoder';

/** openapi.yaml GeocodeResult caps region and country at 200 characters. */
const NAME_MAX_LENGTH = 200;

/** Nominatim writes coordinates as decimal strings ("51.5073219"); compatible servers may use numbers. */
const coordinate = (min: number, max: number) =>
  z
    .union([z.string().trim().min(1), z.number()])
    .transform(Number)
    .pipe(z.number().min(min).max(max));

/** The parts of one `format=jsonv2` (or `json`) entry with `addressdetails=1` that a result needs. */
const nominatimPlaceSchema = z.object({
  lat: coordinate(-90, 90),
  lon: coordinate(-180, 180),
  address: z
    .object({
      state: z.string().optional(),
      county: z.string().optional(),
      country: z.string().optional(),
    })
    .optional(),
});

/** The answer of a Nominatim-compatible /search that is not a list (an error object, HTML...). */
export class UnexpectedGeocoderAnswer extends Error {
  constructor() {
    super('the geocoder answered something other than a list of places');
    this.name = 'UnexpectedGeocoderAnswer';
  }
}

const clip = (text: string | undefined) => (text ?? '').trim().slice(0, NAME_MAX_LENGTH);

/**
 * Turns a Nominatim search answer into results, in its order (best first): the coordinates as
 * numbers, the region as spec section 3 says (state, else county, else empty) and the country's
 * name. An entry without usable coordinates is skipped; an answer that is not a list throws.
 */
export function parseNominatimAnswer(answer: unknown): GeocodeResult[] {
  if (!Array.isArray(answer)) throw new UnexpectedGeocoderAnswer();
  return answer.flatMap((entry) => {
    const parsed = nominatimPlaceSchema.safeParse(entry);
    if (!parsed.success) return [];
    const { lat, lon, address } = parsed.data;
    return [
      {
        latitude: lat,
        longitude: lon,
        region: clip(address?.state) || clip(address?.county),
        country: clip(address?.country),
      },
    ];
  });
}
