import { formatMessage, mapImportErrors } from '@groupmap/contracts';
import Papa from 'papaparse';
import { columnNames } from './column-names';
import type { ParsedFile, ParsedRecord } from './parsed-file';
import { refuseFile } from './refuse-file';

/**
 * Blank rows are dropped here rather than with papaparse's `skipEmptyLines`, which removes them
 * before we can count them: a spreadsheet shows a blank row, so the rows after it keep their numbers.
 */
const PARSE: Papa.ParseConfig = {
  header: false,
  delimitersToGuess: [',', ';', '\t', '|'],
  skipEmptyLines: false,
};

/**
 * The `'` our CSV export (export/csv-writer.ts) puts before a cell a spreadsheet would run as a
 * formula. Taken off again so an exported map imports unchanged.
 */
const FORMULA_GUARD = /^'(?=[=+\-@\t\r])/;

const cellText = (cell: string) => cell.replace(FORMULA_GUARD, '').trim();
const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/**
 * A spreadsheet: the first non-blank row names the columns, each later non-blank row is a record.
 * Cells past the header's width are ignored; missing cells are absent from `values`.
 */
export function parseCsv(text: string): ParsedFile {
  const { data, errors } = Papa.parse<string[]>(text, PARSE);
  const unclosed = errors.find((error) => error.code === 'MissingQuotes');
  if (unclosed)
    throw refuseFile(formatMessage(mapImportErrors.importMalformedCsv, { n: (unclosed.row ?? 0) + 1 }));

  const headerIndex = data.findIndex((cells) => !isBlank(cells));
  const columns = headerIndex < 0 ? [] : columnNames(data[headerIndex] ?? []);
  const records: ParsedRecord[] = [];
  data.forEach((cells, index) => {
    if (index <= headerIndex || isBlank(cells)) return;
    const values: Record<string, string> = {};
    columns.forEach((column, position) => {
      const value = cellText(cells[position] ?? '');
      if (value) values[column] = value;
    });
    // Papa's records are 0-based and the spreadsheet's rows 1-based.
    records.push({ row: index + 1, values, point: null });
  });
  return { format: 'csv', columns, records, problems: [] };
}
