import { type ImportFormat, mapImportErrors } from '@groupmap/contracts';
import { decodeText } from './decode-text';
import { detectFormat } from './detect-format';
import type { ParsedFile } from './parsed-file';
import { parseCsv } from './parse-csv';
import { parseGeoJson } from './parse-geojson';
import { parseGpx } from './parse-gpx';
import { parseKml } from './parse-kml';
import { refuseFile } from './refuse-file';
import { unzipKmz } from './unzip-kmz';

export type { ParsedFile, ParsedRecord, ParseProblem } from './parsed-file';

const PARSERS: Record<ImportFormat, (bytes: Uint8Array) => ParsedFile> = {
  csv: (bytes) => parseCsv(decodeText(bytes)),
  geojson: (bytes) => parseGeoJson(decodeText(bytes)),
  kml: (bytes) => parseKml(decodeText(bytes)),
  kmz: (bytes) => parseKml(decodeText(unzipKmz(bytes)), 'kmz'),
  gpx: (bytes) => parseGpx(decodeText(bytes)),
};

/**
 * The rows of an import file (issue 13): its format from the name or the content, its text decoded,
 * and a record per spreadsheet row or geographic feature, with the rows it skipped. Pure: no
 * database, no network. Throws a 400 (`invalid_import_file`) with a contract message for a file it
 * will not read as a whole: unsupported, undecodable, malformed, empty, too many rows or columns, unsafe XML,
 * too many XML elements, or a KMZ bomb.
 */
export function parseImportFile(bytes: Buffer, fileName: string): ParsedFile {
  if (bytes.length === 0) throw refuseFile(mapImportErrors.importEmptyFile);
  // Each reader refuses a file past the row and column caps as it reads (size-caps.ts).
  const parsed = PARSERS[detectFormat(bytes, fileName)](bytes);
  if (parsed.records.length === 0) throw refuseFile(mapImportErrors.importEmptyFile);
  return parsed;
}
