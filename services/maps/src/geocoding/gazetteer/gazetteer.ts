import { placesOfName, type PackedNames } from './packed-names';

/** A first- or second-level division, or a country, that a part of an address may name. */
export interface AreaRef {
  level: 'country' | 'admin1' | 'admin2';
  /** Its index in `Gazetteer.countries`, `admin1Names` or `admin2Names`. */
  id: number;
}

/**
 * GeoNames' populated places in memory, in parallel typed arrays indexed by place (about 135,000 of
 * them: one object per place would cost several times the memory), with the indexes a search needs.
 * Every part survives the structured clone that brings it from the process that builds it.
 */
export interface Gazetteer {
  size: number;
  /** Each place's name as GeoNames writes it ("München"): what a reverse lookup answers as an address. */
  name: string[];
  latitude: Float64Array;
  longitude: Float64Array;
  population: Float64Array;
  /** Index into `countries`. */
  country: Uint16Array;
  /** Index into `admin1Names` (the state, region or province), -1 when GeoNames names none. */
  admin1: Int32Array;
  /** Index into `admin2Names` (the county), -1 when GeoNames names none. */
  admin2: Int32Array;
  countries: { code: string; name: string }[];
  admin1Names: string[];
  admin2Names: string[];
  /** Places by normalised name, ASCII name and alternate names, packed (packed-names.ts). */
  placeNames: PackedNames;
  /** Countries and divisions by normalised name (and letter codes such as "USA" or "TX"). */
  areasByName: Map<string, AreaRef[]>;
}

/** The places a normalised name names (none when unknown). */
export function placesNamed(gazetteer: Gazetteer, name: string): Int32Array {
  return placesOfName(gazetteer.placeNames, name);
}
