import { refusal, refusalOf } from '../../../test/import/fixtures/fixtures';
import { csvWriter } from '../../export/csv-writer';
import type { ExportLocation } from '../../export/export-document';
import { parseCsv } from './parse-csv';

const valuesOf = (text: string) => parseCsv(text).records.map((record) => record.values);

describe('parseCsv', () => {
  it.each([
    ['commas', 'name,city\nA,Berlin'],
    ['semicolons', 'name;city\nA;Berlin'],
    ['tabs', 'name\tcity\nA\tBerlin'],
    ['pipes', 'name|city\nA|Berlin'],
  ])('finds the separator when it is %s', (_separator, text) => {
    expect(parseCsv(text)).toMatchObject({
      columns: ['name', 'city'],
      records: [{ values: { name: 'A', city: 'Berlin' } }],
    });
  });

  it('numbers rows as a spreadsheet does: a quoted value over several lines is one row', () => {
    const text = 'name,notes\r\nA,"line one\r\nline two\r\nline three"\r\nB,short\r\n';
    expect(parseCsv(text).records.map(({ row, values }) => [row, values.name])).toEqual([
      [2, 'A'],
      [3, 'B'],
    ]);
  });

  it('skips blank rows but keeps counting them', () => {
    const text = 'name,city\n\nA,Berlin\n , \nB,Paris\n\n';
    expect(parseCsv(text).records.map(({ row, values }) => [row, values.name])).toEqual([
      [3, 'A'],
      [5, 'B'],
    ]);
  });

  it('ignores cells past the header and leaves missing or empty cells out', () => {
    expect(valuesOf('name,city\nA,Berlin,extra,more\nB\nC, ')).toEqual([
      { name: 'A', city: 'Berlin' },
      { name: 'B' },
      { name: 'C' },
    ]);
  });

  it('trims values and names unnamed or repeated header cells', () => {
    expect(parseCsv(' name ,,name\n  A  ,x,y')).toMatchObject({
      columns: ['name', 'Column 2', 'name (2)'],
      records: [{ values: { name: 'A', 'Column 2': 'x', 'name (2)': 'y' } }],
    });
  });

  it("takes off the export's formula guard, and only before = + - @ tab or CR", () => {
    const text = "a,b,c,d,e,f,g\n'=SUM(A1),'+49 30 123,'-12,'@home,\"'\tx\",'quoted,it's";
    expect(valuesOf(text)).toEqual([
      { a: '=SUM(A1)', b: '+49 30 123', c: '-12', d: '@home', e: 'x', f: "'quoted", g: "it's" },
    ]);
  });

  it('reads back what the CSV export writes', () => {
    const writer = csvWriter({ mapName: 'M', customColumns: ['Phone'] });
    const location: ExportLocation = {
      name: '=HYPERLINK("x")',
      address: 'Main St 1, "Old Town"',
      latitude: 52.5,
      longitude: -0.12,
      region: '',
      country: 'UK',
      createdAt: '2024-01-02T03:04:05.000Z',
      custom: ['-5 ext'],
    };
    const text = (writer.start() + writer.write([location]) + writer.end()).replace(/^\uFEFF/, '');
    expect(valuesOf(text)).toEqual([
      {
        name: '=HYPERLINK("x")',
        address: 'Main St 1, "Old Town"',
        latitude: '52.5',
        longitude: '-0.12',
        country: 'UK',
        createdAt: '2024-01-02T03:04:05.000Z',
        Phone: '-5 ext',
      },
    ]);
  });

  it('refuses a quoted value that is never closed, naming the row where it starts', () => {
    const text = 'name,notes\r\nA,fine\r\nB,"multi\r\nline"\r\nC,"never closed\r\nD,more\r\n';
    expect(refusalOf(() => parseCsv(text))).toEqual(
      refusal('The CSV file could not be read: a quoted value starting in row 4 is never closed.'),
    );
  });
});
