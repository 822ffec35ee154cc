import {
  hasPointGeometry,
  type ImportFormat,
  type ImportMapping,
  mapImportErrors,
  messages,
  ownValue,
  TEXT_LIMITS,
  tooLong,
} from '@groupmap/contracts';
import type { ImportRecordRow } from '../db/import-row-repository';

/** A row under a mapping, before it is placed: coordinates null when its address must be geocoded. */
export interface ImportCandidate {
  name: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  region: string;
  country: string;
  /** By custom field name, empty values left out. */
  customData: Record<string, string>;
}

export type RecordOutcome = { candidate: ImportCandidate } | { problem: string };

/** One line of text: names and addresses never span lines (a spreadsheet cell may). */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Degrees as a file writes them: "52.37", "-0.5", and "52,37" from a spreadsheet in a comma-decimal locale. */
const DEGREES = /^[-+]?\d{1,3}(?:[.,]\d+)?$/;

function parseDegrees(text: string): number | null {
  const trimmed = text.trim();
  if (!DEGREES.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}

type Coordinates = { latitude: number; longitude: number } | null;

/** The row's coordinates from its columns, or a problem; null when it has none. */
function columnCoordinates(
  values: Record<string, string>,
  mapping: ImportMapping,
): Coordinates | { problem: string } {
  if (mapping.latitude === null || mapping.longitude === null) return null;
  const latitudeText = ownValue(values, mapping.latitude)?.trim() ?? '';
  const longitudeText = ownValue(values, mapping.longitude)?.trim() ?? '';
  if (latitudeText === '' && longitudeText === '') return null;
  if (latitudeText === '' || longitudeText === '') return { problem: mapImportErrors.rowOneCoordinate };
  const latitude = parseDegrees(latitudeText);
  const longitude = parseDegrees(longitudeText);
  if (latitude === null || longitude === null) return { problem: mapImportErrors.rowCoordinatesNotNumbers };
  if (Math.abs(latitude) > 90) return { problem: mapImportErrors.rowLatitudeOutOfRange };
  if (Math.abs(longitude) > 180) return { problem: mapImportErrors.rowLongitudeOutOfRange };
  return { latitude, longitude };
}

function coordinatesOf(
  record: ImportRecordRow,
  mapping: ImportMapping,
  format: ImportFormat,
): Coordinates | { problem: string } {
  const fromColumns = columnCoordinates(record.values, mapping);
  if (fromColumns !== null || !hasPointGeometry(format)) return fromColumns;
  if (record.latitude === null || record.longitude === null) return null;
  return { latitude: record.latitude, longitude: record.longitude };
}

/** The first text over its cap, as the location form would refuse it. */
function lengthProblem(candidate: ImportCandidate): string | null {
  const checks: [string, string, number][] = [
    ['Name', candidate.name, TEXT_LIMITS.locationName],
    ['Address', candidate.address, TEXT_LIMITS.address],
    ['Region', candidate.region, TEXT_LIMITS.placeName],
    ['Country', candidate.country, TEXT_LIMITS.placeName],
    ...Object.values(candidate.customData).map((value): [string, string, number] => [
      'Value',
      value,
      TEXT_LIMITS.customValue,
    ]),
  ];
  const over = checks.find(([, text, max]) => text.length > max);
  return over ? tooLong(over[0], over[2]) : null;
}

/**
 * What a record of the file becomes under `mapping`: a location to place, or why it is skipped. The
 * rules are the location form's (name required, an address or coordinates, the length caps), so an
 * import writes nothing the form would refuse.
 */
export function mapRecord(
  record: ImportRecordRow,
  mapping: ImportMapping,
  format: ImportFormat,
): RecordOutcome {
  const text = (column: string | null) =>
    column === null ? '' : oneLine(ownValue(record.values, column) ?? '');
  const name = text(mapping.name);
  if (name === '') return { problem: messages.locationNameRequired };
  const coordinates = coordinatesOf(record, mapping, format);
  if (coordinates !== null && 'problem' in coordinates) return coordinates;
  const address = text(mapping.address);
  if (coordinates === null && address === '') return { problem: mapImportErrors.rowNoPosition };

  // A Map, then own properties: field names are user-chosen (`__proto__` must stay a value).
  const custom = new Map<string, string>();
  for (const { column, field } of mapping.fields) {
    const value = (ownValue(record.values, column) ?? '').trim();
    if (value !== '') custom.set(field.trim(), value);
  }
  const customData = Object.fromEntries(custom);
  const candidate: ImportCandidate = {
    name,
    address,
    latitude: coordinates?.latitude ?? null,
    longitude: coordinates?.longitude ?? null,
    region: text(mapping.region),
    country: text(mapping.country),
    customData,
  };
  const tooLongText = lengthProblem(candidate);
  return tooLongText ? { problem: tooLongText } : { candidate };
}
