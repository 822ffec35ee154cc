import Papa from 'papaparse';
import { csvWriter } from './csv-writer';
import type { ExportLocation } from './export-document';
import { exportLocation } from './export-test-data';

function csvOf(customColumns: string[], ...pages: ExportLocation[][]): string {
  const writer = csvWriter({ mapName: 'Map', customColumns });
  return writer.start() + pages.map((page) => writer.write(page)).join('') + writer.end();
}

const rowsOf = (text: string) =>
  Papa.parse<string[]>(text.replace(/^\uFEFF/, '')).data.filter((r) => r.length > 1);

describe('csvWriter', () => {
  it('starts with a UTF-8 byte order mark and the header, custom fields last, lines ending in CRLF', () => {
    const text = csvOf(['Phone', 'Opening hours'], [exportLocation({ custom: ['555', ''] })]);
    expect(text).toBe(
      '\uFEFF"name","address","latitude","longitude","region","country","createdAt","Phone","Opening hours"\r\n' +
        '"Town Hall","1 Market Square, Springfield",51.5,-0.125,"England","United Kingdom","2026-11-26T09:30:00.000Z","555",""\r\n',
    );
  });

  it('writes the coordinates as plain numbers, a negative one never prefixed', () => {
    const [, row] = rowsOf(csvOf([], [exportLocation({ latitude: -33.8688, longitude: -151.2093 })]));
    expect(row!.slice(2, 4)).toEqual(['-33.8688', '-151.2093']);
  });

  it.each(['=SUM(A1:A2)', '+44 20 7946 0000', '-5', '@cmd', '\tindent', '\rreturn', '=cmd|x\nsecond line'])(
    'prefixes a text cell starting like a formula with an apostrophe: %j',
    (value) => {
      const [, row] = rowsOf(
        csvOf(['Note'], [exportLocation({ name: value, address: value, custom: [value] })]),
      );
      expect([row![0], row![1], row![7]]).toEqual([`'${value}`, `'${value}`, `'${value}`]);
    },
  );

  it.each([
    ['x;=1+1', '"x;=1+1"'],
    ['x,=1+1', '"x,=1+1"'],
    ['=1+1', `"'=1+1"`],
    ['-12.5', `"'-12.5"`],
  ])('quotes every text cell, so a spreadsheet splitting on ";" keeps it whole: %j', (value, written) => {
    const text = csvOf(['Note'], [exportLocation({ name: value, custom: [value] })]);
    const line = text.split('\r\n')[1]!;
    expect(line.startsWith(`${written},`)).toBe(true);
    expect(line.endsWith(`,${written}`)).toBe(true);
    // No separator, ";" or ",", is left outside quotes but between the cells.
    const outsideQuotes = line.replace(/"(?:[^"]|"")*"/g, 'Q');
    expect(outsideQuotes).toBe('Q,Q,51.5,-0.125,Q,Q,Q,Q');
  });

  it('writes a negative coordinate as an unquoted number, -12.5 as text is quoted and prefixed', () => {
    const text = csvOf([], [exportLocation({ name: '-12.5', latitude: -12.5, longitude: -0.125 })]);
    expect(text.split('\r\n')[1]!.startsWith(`"'-12.5","1 Market Square, Springfield",-12.5,-0.125,`)).toBe(
      true,
    );
  });

  it('leaves other text alone, a formula character later in the cell included', () => {
    const [, row] = rowsOf(csvOf([], [exportLocation({ name: 'A = B + C', address: 'x@example.org' })]));
    expect(row!.slice(0, 2)).toEqual(['A = B + C', 'x@example.org']);
  });

  it('quotes commas, quotes and line breaks as RFC 4180 asks', () => {
    const name = 'The "Old" Mill, North\r\nWing';
    const text = csvOf([], [exportLocation({ name })]);
    expect(text).toContain('"The ""Old"" Mill, North\r\nWing"');
    expect(rowsOf(text)[1]![0]).toBe(name);
  });

  it('keeps non-ASCII text as UTF-8', () => {
    const text = csvOf(
      ['Café'],
      [exportLocation({ name: 'Zürich Hauptbahnhof', region: '東京都', custom: ['Crème brûlée'] })],
    );
    const [header, row] = rowsOf(text);
    expect(header![7]).toBe('Café');
    expect([row![0], row![4], row![7]]).toEqual(['Zürich Hauptbahnhof', '東京都', 'Crème brûlée']);
  });

  it('prefixes a custom field name that starts like a formula in the header too', () => {
    const [header] = rowsOf(csvOf(['=Total']));
    expect(header![7]).toBe("'=Total");
  });

  it('continues across pages without repeating the header', () => {
    const text = csvOf([], [exportLocation({ name: 'One' })], [], [exportLocation({ name: 'Two' })]);
    expect(rowsOf(text).map((row) => row[0])).toEqual(['name', 'One', 'Two']);
  });
});
