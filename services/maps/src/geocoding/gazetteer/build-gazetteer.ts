import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { AreaRef, Gazetteer } from './gazetteer';
import { normalisePlaceName } from './normalise-place-name';
import { packNames } from './packed-names';

/** A country's display name and the other names an address may call it by. */
export interface CountryNames {
  /** ISO 3166-1 alpha-2, as GeoNames gives it. */
  code: string;
  name: string;
  otherNames: readonly string[];
}

/** A GeoNames division name: `code` is `CC.A1` for a first-level one, `CC.A1.A2` for a second. */
export interface DivisionName {
  code: string;
  name: string;
}

export interface GazetteerSources {
  /** GeoNames' geoname table (cities1000.txt): tab-separated, one place a line. */
  places: Buffer;
  admin1: readonly DivisionName[];
  admin2: readonly DivisionName[];
  countries: readonly CountryNames[];
}

/** Columns of GeoNames' geoname table (download.geonames.org/export/dump/readme.txt). */
const COLUMN = {
  name: 1,
  asciiName: 2,
  alternateNames: 3,
  latitude: 4,
  longitude: 5,
  featureCode: 7,
  countryCode: 8,
  admin1Code: 10,
  admin2Code: 11,
  population: 14,
} as const;

/** Places that no longer exist (historical, abandoned, destroyed) are no answer to an address. */
const GONE_FEATURE_CODES = new Set(['PPLH', 'PPLQ', 'PPLW']);

/** Division codes that are letters (US states "TX", "ENG" for England) are also what addresses write. */
const LETTER_CODE = /^[A-Za-z]{2,3}$/;

/**
 * Lines indexed between two yields: building takes about a second of CPU, which must not stall the
 * requests the service is answering meanwhile (each slice stays around 10 ms).
 */
const LINES_PER_SLICE = 2000;

const NEWLINE = 0x0a;
const TAB = 0x09;

/**
 * The name column (COLUMN.name, the second) of the line between `start` and `end`, decoded on its own: a column
 * split from the line's string can be a slice that keeps the whole line, alternate names and all,
 * alive (about 7 MB more over all places).
 */
function nameColumn(places: Buffer, start: number, end: number): string {
  const nameStart = places.indexOf(TAB, start) + 1;
  const nameEnd = places.indexOf(TAB, nameStart);
  if (nameStart === 0 || nameStart > end) return '';
  return places.toString('utf8', nameStart, nameEnd === -1 || nameEnd > end ? end : nameEnd);
}

function countLines(bytes: Buffer): number {
  let lines = 1;
  for (let at = bytes.indexOf(NEWLINE); at !== -1; at = bytes.indexOf(NEWLINE, at + 1)) lines += 1;
  return lines;
}

function addTo<T>(index: Map<string, T[]>, key: string, value: T): void {
  if (!key) return;
  const list = index.get(key);
  if (list === undefined) index.set(key, [value]);
  else list.push(value);
}

/** Adds `place` under `name`; most names name one place, kept as a bare number to save memory. */
function addPlace(index: Map<string, number | number[]>, name: string, place: number): void {
  if (!name) return;
  const found = index.get(name);
  if (found === undefined) index.set(name, place);
  else if (typeof found === 'number') index.set(name, [found, place]);
  else found.push(place);
}

function areaIndex(
  countries: readonly CountryNames[],
  admin1: readonly DivisionName[],
  admin2: readonly DivisionName[],
): Map<string, AreaRef[]> {
  const areas = new Map<string, AreaRef[]>();
  const add = (name: string, ref: AreaRef) => addTo(areas, normalisePlaceName(name), ref);
  countries.forEach((country, id) => {
    for (const name of new Set([country.code, country.name, ...country.otherNames]))
      add(name, { level: 'country', id });
  });
  admin1.forEach((division, id) => {
    add(division.name, { level: 'admin1', id });
    const letters = division.code.split('.')[1] ?? '';
    if (LETTER_CODE.test(letters)) add(letters, { level: 'admin1', id });
  });
  admin2.forEach((division, id) => add(division.name, { level: 'admin2', id }));
  return areas;
}

/**
 * Builds the in-memory gazetteer from GeoNames' tables: every place by its name, ASCII name and
 * alternate names (normalised), with its country's and divisions' names resolved once.
 */
export async function buildGazetteer({
  places,
  admin1,
  admin2,
  countries,
}: GazetteerSources): Promise<Gazetteer> {
  const capacity = countLines(places);
  const nameOf: string[] = [];
  const latitude = new Float64Array(capacity);
  const longitude = new Float64Array(capacity);
  const population = new Float64Array(capacity);
  const countryOf = new Uint16Array(capacity);
  const admin1Of = new Int32Array(capacity);
  const admin2Of = new Int32Array(capacity);

  const countryList = countries.map(({ code, name }) => ({ code, name }));
  const countryIds = new Map(countryList.map(({ code }, id) => [code, id]));
  const admin1Ids = new Map(admin1.map(({ code }, id) => [code, id]));
  const admin2Ids = new Map(admin2.map(({ code }, id) => [code, id]));
  const countryIdOf = (code: string) => {
    let id = countryIds.get(code);
    if (id === undefined) {
      // A code the country list lacks still groups its places; it has no name to show.
      id = countryList.push({ code, name: '' }) - 1;
      countryIds.set(code, id);
    }
    return id;
  };

  const placesByName = new Map<string, number | number[]>();
  let size = 0;
  let start = 0;
  let lines = 0;
  while (start < places.length) {
    const newline = places.indexOf(NEWLINE, start);
    const end = newline === -1 ? places.length : newline;
    const columns = places.toString('utf8', start, end).split('\t');
    const lineStart = start;
    start = end + 1;
    lines += 1;
    if (lines % LINES_PER_SLICE === 0) await yieldToEventLoop();

    const featureCode = columns[COLUMN.featureCode];
    const countryCode = columns[COLUMN.countryCode];
    if (featureCode === undefined || !countryCode || GONE_FEATURE_CODES.has(featureCode)) continue;
    const place = size++;
    nameOf.push(nameColumn(places, lineStart, end));
    latitude[place] = Number(columns[COLUMN.latitude]);
    longitude[place] = Number(columns[COLUMN.longitude]);
    population[place] = Number(columns[COLUMN.population]) || 0;
    countryOf[place] = countryIdOf(countryCode);
    const admin1Key = `${countryCode}.${columns[COLUMN.admin1Code] ?? ''}`;
    admin1Of[place] = admin1Ids.get(admin1Key) ?? -1;
    admin2Of[place] = admin2Ids.get(`${admin1Key}.${columns[COLUMN.admin2Code] ?? ''}`) ?? -1;

    // A place's name usually recurs among its alternate names: each spelling is normalised once.
    const spellings = new Set(columns[COLUMN.alternateNames]?.split(','));
    spellings.add(columns[COLUMN.name] ?? '').add(columns[COLUMN.asciiName] ?? '');
    const names = new Set(Array.from(spellings, normalisePlaceName));
    for (const name of names) addPlace(placesByName, name, place);
  }

  return {
    size,
    name: nameOf,
    latitude: latitude.subarray(0, size),
    longitude: longitude.subarray(0, size),
    population: population.subarray(0, size),
    country: countryOf.subarray(0, size),
    admin1: admin1Of.subarray(0, size),
    admin2: admin2Of.subarray(0, size),
    countries: countryList,
    admin1Names: admin1.map(({ name }) => name),
    admin2Names: admin2.map(({ name }) => name),
    placeNames: packNames(placesByName),
    areasByName: areaIndex(countries, admin1, admin2),
  };
}
