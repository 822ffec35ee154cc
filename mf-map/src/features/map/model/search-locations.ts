/** What search reads of a location (spec section 5, Search). */
export interface SearchableLocation {
  name: string;
  address: string;
  customData: Record<string, string>;
}

export interface SearchScope {
  /** The list also matches the address; the map does not (spec section 5). */
  includeAddress: boolean;
}

/** The search box's text as it is compared: trimmed and lower-cased; empty means "no filter". */
export function searchNeedle(text: string): string {
  return text.trim().toLowerCase();
}

function contains(haystack: string, needle: string): boolean {
  return haystack.toLowerCase().includes(needle);
}

/** Case-insensitive substring match over the name, every custom value and, if asked, the address. */
export function matchesSearch(
  location: SearchableLocation,
  needle: string,
  { includeAddress }: SearchScope,
): boolean {
  if (needle === '') return true;
  if (contains(location.name, needle)) return true;
  if (includeAddress && contains(location.address, needle)) return true;
  return Object.values(location.customData).some((value) => contains(value, needle));
}

/**
 * The locations a search text keeps, in their order. An empty search returns the same array, so
 * memoised consumers (the map's markers) see no change.
 */
export function filterLocations<T extends SearchableLocation>(
  locations: T[],
  text: string,
  scope: SearchScope,
): T[] {
  const needle = searchNeedle(text);
  if (needle === '') return locations;
  return locations.filter((location) => matchesSearch(location, needle, scope));
}
