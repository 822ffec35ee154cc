/**
 * What every export format writes (issue 13, Export): the map's name, its custom columns, and each
 * location with the fields a viewer sees.
 */

/** A location as exported: the list's fields with createdAt as ISO 8601 text. */
export interface ExportLocation {
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  region: string;
  country: string;
  createdAt: string;
  /** The value of each of the document's custom columns, same order; '' where it has none. */
  custom: readonly string[];
}

/** The file as a whole: written once at its start. */
export interface ExportDocument {
  mapName: string;
  /** The column name of each of the map's current custom fields (exportColumnNames). */
  customColumns: readonly string[];
}

/**
 * One format's serialiser. The route writes start(), then write() for each page of locations, then
 * end(): each returns the text of that part only, so no format ever holds the whole file.
 */
export interface ExportWriter {
  start(): string;
  write(locations: readonly ExportLocation[]): string;
  end(): string;
}

/** The columns every format has, in the CSV's order. */
export const STANDARD_COLUMNS = [
  'name',
  'address',
  'latitude',
  'longitude',
  'region',
  'country',
  'createdAt',
] as const;

const STANDARD_LOWER = new Set<string>(STANDARD_COLUMNS.map((column) => column.toLowerCase()));

/**
 * The column (property, Data name) of each custom field: its name, unless that is one of the
 * standard columns case aside ("Name", "COUNTRY"), which would overwrite or shadow it; such a field
 * is written as "Name (custom field)". Field names are unique by normalised key, so these are too.
 */
export function exportColumnNames(customFields: readonly string[]): string[] {
  return customFields.map((name) =>
    STANDARD_LOWER.has(name.toLowerCase()) ? `${name} (custom field)` : name,
  );
}
