import { mapImportErrors, messages, type ImportMapping } from '@groupmap/contracts';
import { mapRecord } from './map-record';

const mapping: ImportMapping = {
  name: 'Name',
  address: 'Address',
  latitude: 'Lat',
  longitude: 'Lon',
  region: null,
  country: null,
  fields: [{ column: 'Notes', field: 'Notes' }],
};
const record = (values: Record<string, string>, point: [number, number] | null = null) => ({
  row: 2,
  values,
  latitude: point?.[0] ?? null,
  longitude: point?.[1] ?? null,
});

describe('mapRecord', () => {
  it('makes a candidate: one-line texts, custom values kept as written, decimal commas read', () => {
    const outcome = mapRecord(
      record({
        Name: ' Old\nmill ',
        Address: 'Mill  Lane',
        Lat: '52,3676',
        Lon: '-4.9',
        Notes: 'two\nlines',
      }),
      mapping,
      'csv',
    );
    expect(outcome).toEqual({
      candidate: {
        name: 'Old mill',
        address: 'Mill Lane',
        latitude: 52.3676,
        longitude: -4.9,
        region: '',
        country: '',
        customData: { Notes: 'two\nlines' },
      },
    });
  });

  it.each([
    [{ Address: 'Somewhere' }, messages.locationNameRequired],
    [{ Name: 'A' }, mapImportErrors.rowNoPosition],
    [{ Name: 'A', Lat: '52' }, mapImportErrors.rowOneCoordinate],
    [{ Name: 'A', Lat: 'north', Lon: '4' }, mapImportErrors.rowCoordinatesNotNumbers],
    [{ Name: 'A', Lat: '91', Lon: '4' }, mapImportErrors.rowLatitudeOutOfRange],
    [{ Name: 'A', Lat: '52', Lon: '-181' }, mapImportErrors.rowLongitudeOutOfRange],
    [{ Name: 'x'.repeat(201), Address: 'B' }, 'Name must be 200 characters or less'],
    [{ Name: 'A', Address: 'B', Notes: 'x'.repeat(2001) }, 'Value must be 2000 characters or less'],
  ])('skips %j: %s', (values, reason) => {
    expect(mapRecord(record(values), mapping, 'csv')).toEqual({ problem: reason });
  });

  it("uses a geographic file's point unless coordinate columns are chosen, and an address alone is enough", () => {
    const geo = { ...mapping, latitude: null, longitude: null };
    expect(mapRecord(record({ Name: 'A' }, [10, 20]), geo, 'gpx')).toMatchObject({
      candidate: { latitude: 10, longitude: 20, address: '' },
    });
    expect(mapRecord(record({ Name: 'A', Address: 'B' }), geo, 'geojson')).toMatchObject({
      candidate: { latitude: null, longitude: null, address: 'B' },
    });
    // A CSV never has points: the columns decide.
    expect(mapRecord(record({ Name: 'A' }, [10, 20]), geo, 'csv')).toEqual({
      problem: mapImportErrors.rowNoPosition,
    });
  });
});
