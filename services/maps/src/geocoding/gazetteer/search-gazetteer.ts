import type { GeocodeResult } from '../geocoder';
import { placesNamed, type AreaRef, type Gazetteer } from './gazetteer';
import { normalisePlaceName } from './normalise-place-name';
import { placeResult } from './place-result';

/** Candidates answered at most, best first (as the HTTP provider asks its upstream for). */
export const MAX_GEOCODE_RESULTS = 5;

/** What separates the parts of an address: "10 Downing Street, London" is a street, then a city. */
const PART_SEPARATOR = /[,;\n]/;

function isIn(gazetteer: Gazetteer, area: AreaRef, place: number): boolean {
  if (area.level === 'country') return gazetteer.country[place] === area.id;
  if (area.level === 'admin1') return gazetteer.admin1[place] === area.id;
  return gazetteer.admin2[place] === area.id;
}

/**
 * The places an address names, best first. Each comma-separated part is looked up whole as a place
 * name (so "10 Downing Street" finds nothing and "London" finds every London); the other parts that
 * name a country or a division ("Texas", "France", "UK") count for the places inside it, so "Paris,
 * Texas" puts the Texan Paris first. Among equally confirmed places the most populous comes first.
 */
export function searchGazetteer(
  gazetteer: Gazetteer,
  query: string,
  limit = MAX_GEOCODE_RESULTS,
): GeocodeResult[] {
  const parts = query.split(PART_SEPARATOR).map(normalisePlaceName).filter(Boolean);
  const areasOfPart = parts.map((part) => gazetteer.areasByName.get(part) ?? []);
  const confirmations = new Map<number, number>();
  parts.forEach((part, partIndex) => {
    for (const place of placesNamed(gazetteer, part)) {
      const confirmed = areasOfPart.filter(
        (areas, other) => other !== partIndex && areas.some((area) => isIn(gazetteer, area, place)),
      ).length;
      confirmations.set(place, Math.max(confirmations.get(place) ?? 0, confirmed));
    }
  });
  return [...confirmations]
    .sort(
      ([placeA, confirmedA], [placeB, confirmedB]) =>
        confirmedB - confirmedA || (gazetteer.population[placeB] ?? 0) - (gazetteer.population[placeA] ?? 0),
    )
    .slice(0, limit)
    .map(([place]) => placeResult(gazetteer, place));
}
