import Papa from 'papaparse';
import { STANDARD_COLUMNS, type ExportDocument, type ExportWriter } from './export-document';

/** Spreadsheets read this mark as "UTF-8"; without it Excel guesses a legacy code page. */
const BYTE_ORDER_MARK = '\uFEFF';
const LINE_END = '\r\n';

/**
 * Cells a spreadsheet would run as a formula (OWASP "CSV injection"). papaparse's own default
 * pattern (/^[=+\-@\t\r].*$/) misses a cell such as "=cmd\nrest" because `.` stops at the newline,
 * so the pattern here looks at the first character only.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** papaparse quotes cells as RFC 4180 asks (separators, quotes, line breaks) and prefixes formulas. */
const UNPARSE: Papa.UnparseConfig = { escapeFormulae: FORMULA_START, newline: LINE_END };

/**
 * CSV (RFC 4180, CRLF lines) with a UTF-8 byte order mark: a header row (name, address, latitude,
 * longitude, region, country, createdAt, then the custom columns) and a row per location. Text cells
 * that start like a formula get a leading `'`; the coordinates go in as numbers, which papaparse
 * never prefixes, so a negative longitude stays a number.
 */
export function csvWriter({ customColumns }: ExportDocument): ExportWriter {
  const header = [...STANDARD_COLUMNS, ...customColumns];
  return {
    start: () => BYTE_ORDER_MARK + Papa.unparse([header], UNPARSE) + LINE_END,
    write: (locations) =>
      locations.length === 0
        ? ''
        : Papa.unparse(
            locations.map((location) => [
              location.name,
              location.address,
              location.latitude,
              location.longitude,
              location.region,
              location.country,
              location.createdAt,
              ...location.custom,
            ]),
            UNPARSE,
          ) + LINE_END,
    end: () => '',
  };
}
