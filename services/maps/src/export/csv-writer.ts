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

/**
 * Every text cell is quoted, the header and dates included (RFC 4180 allows it): Excel set to `;` as
 * its list separator (most of continental Europe) would split an unquoted `x;=1+1` and run the second
 * half as a formula, while it keeps a quoted cell whole whatever its separator. Numbers (the
 * coordinates) stay unquoted numbers. papaparse doubles quotes inside cells and prefixes formulas.
 */
const UNPARSE: Papa.UnparseConfig = {
  escapeFormulae: FORMULA_START,
  newline: LINE_END,
  quotes: (value: unknown) => typeof value === 'string',
};

/**
 * CSV (RFC 4180, CRLF lines) with a UTF-8 byte order mark: a header row (name, address, latitude,
 * longitude, region, country, createdAt, then the custom columns) and a row per location. Text cells
 * are quoted, and those that start like a formula get a leading `'`; the coordinates go in as
 * numbers, unquoted and never prefixed, so a negative longitude stays a number.
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
