import { formatMessage } from '../messages/format';
import { mapImportErrors } from '../messages/map-import-errors';
import { normaliseFieldKey, validateCustomFieldNames } from './custom-fields';
import { IMPORT_TARGETS, type ImportFormat, type ImportMapping } from './map-import';

/** GeoJSON, KML, KMZ and GPX carry each row's position as a point; CSV needs coordinate columns. */
export const hasPointGeometry = (format: ImportFormat): boolean => format !== 'csv';

/**
 * The first thing wrong with a mapping of a file's `columns`, or null. A name column is required,
 * and a way to place each row: an address column, coordinate columns (both or neither) or, for the
 * geographic formats, the file's points. Each column goes to one place only, and no two columns to
 * one custom field. Plan limits are the service's check (they need the owner's plan and the map).
 */
export function importMappingError(
  mapping: ImportMapping,
  columns: readonly string[],
  format: ImportFormat,
): string | null {
  const used = [
    ...IMPORT_TARGETS.map((target) => mapping[target]),
    ...mapping.fields.map(({ column }) => column),
  ].filter((column): column is string => column !== null);
  const unknown = used.find((column) => !columns.includes(column));
  if (unknown !== undefined) return formatMessage(mapImportErrors.importUnknownColumn, { name: unknown });
  const twice = used.find((column, index) => used.indexOf(column) !== index);
  if (twice !== undefined) return formatMessage(mapImportErrors.importColumnTwice, { name: twice });

  if (mapping.name === null) return mapImportErrors.importNameColumnRequired;
  if ((mapping.latitude === null) !== (mapping.longitude === null)) {
    return mapImportErrors.importCoordinatePair;
  }
  const placed = mapping.address !== null || mapping.latitude !== null || hasPointGeometry(format);
  if (!placed) return mapImportErrors.importPositionRequired;

  const names = mapping.fields.map(({ field }) => field.trim());
  const keys = names.map(normaliseFieldKey);
  const repeated = names.find((_, index) => keys.indexOf(keys[index]!) !== index);
  if (repeated !== undefined) return formatMessage(mapImportErrors.importFieldTwice, { name: repeated });
  return validateCustomFieldNames(names);
}

/**
 * The custom fields a mapping would add to a map that has `fields`: its fields the map lacks (by
 * normalised key), each once, as named in the mapping. The plan's limit counts these.
 */
export function newImportFields(mapping: ImportMapping, fields: readonly string[]): string[] {
  const keys = new Set(fields.map(normaliseFieldKey));
  const added: string[] = [];
  for (const { field } of mapping.fields) {
    const key = normaliseFieldKey(field);
    if (keys.has(key)) continue;
    keys.add(key);
    added.push(field.trim());
  }
  return added;
}
