import { formatMessage, IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS, mapImportErrors } from '@groupmap/contracts';
import Papa from 'papaparse';
import { columnNames } from './column-names';
import type { ParsedFile, ParsedRecord } from './parsed-file';
import { refuseFile } from './refuse-file';
import { tooManyColumns, tooManyRows } from './size-caps';

/**
 * Blank rows are dropped here rather than with papaparse's `skipEmptyLines`, which removes them
 * before we can count them: a spreadsheet shows a blank row, so the rows after it keep their numbers.
 */
const PARSE: Papa.ParseConfig<string[]> = {
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
 * Cells past the header's width are ignored; missing cells are absent from `values`. Read row by
 * row, refused at the header's 201st column or the 10,001st record without reading further.
 */
export function parseCsv(text: string): ParsedFile {
  let columns: string[] | null = null;
  const records: ParsedRecord[] = [];
  let index = 0;
  Papa.parse<string[]>(text, {
    ...PARSE,
    step: ({ data: cells, errors }) => {
      // Papa's rows are 0-based and the spreadsheet's rows 1-based.
      const row = index + 1;
      index += 1;
      if (errors.some((error) => error.code === 'MissingQuotes')) {
        throw refuseFile(formatMessage(mapImportErrors.importMalformedCsv, { n: row }));
      }
      if (isBlank(cells)) return;
      if (columns === null) {
        if (cells.length > IMPORT_MAX_COLUMNS) throw tooManyColumns();
        columns = columnNames(cells);
        return;
      }
      if (records.length === IMPORT_MAX_ROWS) throw tooManyRows();
      records.push({ row, values: valuesOf(columns, cells), point: null });
    },
  });
  return { format: 'csv', columns: columns ?? [], records, problems: [] };
}

function valuesOf(columns: string[], cells: string[]): Record<string, string> {
  const values: Record<string, string> = {};
  columns.forEach((column, position) => {
    const value = cellText(cells[position] ?? '');
    if (value) values[column] = value;
  });
  return values;
}
