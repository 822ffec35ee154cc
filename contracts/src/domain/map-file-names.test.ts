import { MAP_EXPORT_FORMATS } from './map-export-links';
import {
  MAP_EXPORT_FILES,
  isMapExportFormat,
  mapExportFileName,
  mapFileBaseName,
  qrFileName,
} from './map-file-names';

describe('qrFileName', () => {
  it('lower-cases the map name, turns spaces into hyphens and adds -qr.svg', () => {
    expect(qrFileName('Community Garden')).toBe('community-garden-qr.svg');
    expect(qrFileName('test')).toBe('test-qr.svg');
    expect(qrFileName('Café Map 2025')).toBe('café-map-2025-qr.svg');
  });

  it('turns each run of spaces into one hyphen and ignores spaces at the ends', () => {
    expect(qrFileName('  Big   Walk \t Route ')).toBe('big-walk-route-qr.svg');
  });

  it('drops characters a file name cannot hold', () => {
    expect(qrFileName('Parks / Paths: "North"?')).toBe('parks-paths-north-qr.svg');
  });
});

describe('mapFileBaseName', () => {
  it('falls back to "map" when nothing of the name can be kept', () => {
    expect(mapFileBaseName('???')).toBe('map');
    expect(mapFileBaseName('   ')).toBe('map');
  });

  it('keeps letters of any script', () => {
    expect(mapFileBaseName('東京 Cafés')).toBe('東京-cafés');
  });
});

describe('mapExportFileName', () => {
  it('names the file after the map like the QR download, with the format as extension', () => {
    expect(mapExportFileName('Community Garden', 'geojson')).toBe('community-garden.geojson');
    expect(mapExportFileName('Community Garden', 'csv')).toBe('community-garden.csv');
    expect(mapExportFileName('Parks / Paths', 'kml')).toBe('parks-paths.kml');
    expect(mapExportFileName('Café Map', 'gpx')).toBe('café-map.gpx');
  });

  it('has a file type for every format offered', () => {
    expect(Object.keys(MAP_EXPORT_FILES).sort()).toEqual([...MAP_EXPORT_FORMATS].sort());
  });
});

describe('isMapExportFormat', () => {
  it('accepts the four formats and nothing else', () => {
    for (const format of MAP_EXPORT_FORMATS) expect(isMapExportFormat(format)).toBe(true);
    for (const other of ['GEOJSON', 'xlsx', '', 'toString', undefined, ['csv']]) {
      expect(isMapExportFormat(other)).toBe(false);
    }
  });
});
