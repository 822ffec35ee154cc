import { mapImportErrors } from '@groupmap/contracts';
import { refusal, refusalOf } from '../../../test/import/fixtures/fixtures';
import { detectFormat } from './detect-format';

const text = (content: string) => Buffer.from(content, 'utf8');

describe('detectFormat', () => {
  it.each([
    ['places.csv', 'csv'],
    ['places.TSV', 'csv'],
    ['export.txt', 'csv'],
    ['map.geojson', 'geojson'],
    ['map.json', 'geojson'],
    ['My Places.KML', 'kml'],
    ['doc.kmz', 'kmz'],
    ['track.gpx', 'gpx'],
  ])('takes %s as %s by its extension', (name, format) => {
    expect(detectFormat(text('whatever'), name)).toBe(format);
  });

  it('tells a zip, a JSON object, a KML and a GPX apart by their content', () => {
    expect(detectFormat(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14]), 'download')).toBe('kmz');
    expect(detectFormat(text('\n  {"type":"FeatureCollection"}'), 'download')).toBe('geojson');
    expect(detectFormat(text('<?xml version="1.0"?>\n<!-- exported -->\n<kml xmlns="x"/>'), 'file.xml')).toBe(
      'kml',
    );
    expect(detectFormat(text('\uFEFF<?xml version="1.0"?><gpx:gpx xmlns:gpx="y"/>'), 'file.xml')).toBe('gpx');
  });

  it('refuses a file whose extension and content name no import format', () => {
    expect(refusalOf(() => detectFormat(text('Name,Address\nA,B'), 'places.xlsx'))).toEqual(
      refusal(mapImportErrors.importUnsupportedFile),
    );
    expect(refusalOf(() => detectFormat(text('<html><body/></html>'), 'page.html'))).toEqual(
      refusal(mapImportErrors.importUnsupportedFile),
    );
  });
});
