import {
  hasPointGeometry,
  IMPORT_TARGETS,
  isReservedFieldName,
  normaliseFieldKey,
  TEXT_LIMITS,
  type ImportFormat,
  type ImportMapping,
  type ImportTarget,
} from '@groupmap/contracts';

/**
 * Column names each target is recognised by (compared by normalised key, so "Latitude", "LAT" and
 * "lat." all match), best first. What our own export writes comes first, then what spreadsheets,
 * Google My Maps and GPS apps call them.
 */
const TARGET_NAMES: Record<ImportTarget, readonly string[]> = {
  name: ['name', 'title', 'location name', 'place name', 'place', 'label'],
  address: ['address', 'full address', 'street address', 'addr', 'location', 'desc'],
  latitude: ['latitude', 'lat', 'y'],
  longitude: ['longitude', 'lon', 'lng', 'long', 'x'],
  region: ['region', 'state', 'province', 'county'],
  country: ['country', 'country name', 'nation'],
};

/**
 * Columns that describe the file rather than the place: our export's creation time, and what GPS
 * apps and Google My Maps add (times, elevation, symbols, descriptions made of the other columns).
 * They are left out unless the owner picks them.
 */
const NOT_DATA = new Set(
  [
    ...['createdAt', 'created at', 'time', 'timestamp', 'timespan', 'ele', 'sym', 'type', 'cmt', 'src'],
    ...[
      'description',
      'gx_media_links',
      'links',
      'keywords',
      'osmand_icon',
      'osmand_color',
      'osmand_background',
    ],
  ].map(normaliseFieldKey),
);

/** The suffix our export gives a custom field named like a standard column ("Region (custom field)"). */
const CUSTOM_FIELD_SUFFIX = / \(custom field\)$/;

/** The custom field a column stands for: its name without the export's suffix. */
export const fieldNameOf = (column: string): string => column.replace(CUSTOM_FIELD_SUFFIX, '').trim();

/**
 * The mapping an import starts with: each target gets the first column known by one of its names;
 * the geographic formats take coordinates from their points. Every other column goes to the map's
 * custom field of the same name, or else to a new field while the plan allows `newFieldsAllowed`
 * more; columns that describe the file, and those past the allowance, are left out.
 */
export function guessMapping(
  columns: readonly string[],
  format: ImportFormat,
  mapFields: readonly string[],
  newFieldsAllowed: number,
): ImportMapping {
  const byKey = new Map<string, string>();
  for (const column of columns) {
    const key = normaliseFieldKey(column);
    if (!byKey.has(key)) byKey.set(key, column);
  }
  const mapping: ImportMapping = {
    name: null,
    address: null,
    latitude: null,
    longitude: null,
    region: null,
    country: null,
    fields: [],
  };
  const taken = new Set<string>();
  for (const target of IMPORT_TARGETS) {
    if ((target === 'latitude' || target === 'longitude') && hasPointGeometry(format)) continue;
    const found = TARGET_NAMES[target]
      .map((name) => byKey.get(normaliseFieldKey(name)))
      .find((column) => column !== undefined && !taken.has(column));
    if (found === undefined) continue;
    mapping[target] = found;
    taken.add(found);
  }
  if ((mapping.latitude === null) !== (mapping.longitude === null)) {
    if (mapping.latitude !== null) taken.delete(mapping.latitude);
    if (mapping.longitude !== null) taken.delete(mapping.longitude);
    mapping.latitude = null;
    mapping.longitude = null;
  }

  const existing = new Map(mapFields.map((field) => [normaliseFieldKey(field), field]));
  const chosenKeys = new Set<string>();
  let allowance = newFieldsAllowed;
  for (const column of columns) {
    if (taken.has(column)) continue;
    const name = fieldNameOf(column);
    const key = normaliseFieldKey(name);
    if (key === '' || name.length > TEXT_LIMITS.customFieldName || chosenKeys.has(key)) continue;
    // A column named like an inherited property ("constructor") is not offered as a new field.
    if (isReservedFieldName(name) && !existing.has(key)) continue;
    const field = existing.get(key);
    if (field !== undefined) {
      mapping.fields.push({ column, field });
    } else if (allowance > 0 && !NOT_DATA.has(key)) {
      mapping.fields.push({ column, field: name });
      allowance -= 1;
    } else {
      continue;
    }
    chosenKeys.add(key);
  }
  return mapping;
}
