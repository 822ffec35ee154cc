import { formatMessage } from '../messages/format';
import { mapImportErrors } from '../messages/map-import-errors';
import { validationMessages } from '../messages/validation';
import { importMappingError, newImportFields } from './import-mapping';
import type { ImportMapping } from './map-import';

const columns = ['Name', 'Street', 'Lat', 'Lon', 'Phone', 'Mobile'];
const valid: ImportMapping = {
  name: 'Name',
  address: 'Street',
  latitude: 'Lat',
  longitude: 'Lon',
  region: null,
  country: null,
  fields: [{ column: 'Phone', field: 'Phone' }],
};

describe('importMappingError', () => {
  it('accepts a mapping with a name and a way to place rows', () => {
    expect(importMappingError(valid, columns, 'csv')).toBeNull();
    expect(importMappingError({ ...valid, address: null }, columns, 'csv')).toBeNull();
    expect(importMappingError({ ...valid, latitude: null, longitude: null }, columns, 'csv')).toBeNull();
  });

  it.each<[string, Partial<ImportMapping>, string]>([
    [
      'an unknown column',
      { region: 'Town' },
      formatMessage(mapImportErrors.importUnknownColumn, { name: 'Town' }),
    ],
    [
      'a column used twice',
      { region: 'Street' },
      formatMessage(mapImportErrors.importColumnTwice, { name: 'Street' }),
    ],
    ['no name', { name: null }, mapImportErrors.importNameColumnRequired],
    ['half the coordinates', { longitude: null }, mapImportErrors.importCoordinatePair],
    [
      'no way to place a row',
      { address: null, latitude: null, longitude: null },
      mapImportErrors.importPositionRequired,
    ],
    [
      'two columns to one field',
      {
        fields: [
          { column: 'Phone', field: 'Phone' },
          { column: 'Mobile', field: 'phone' },
        ],
      },
      formatMessage(mapImportErrors.importFieldTwice, { name: 'phone' }),
    ],
    [
      'a field name without letters',
      { fields: [{ column: 'Phone', field: '--' }] },
      validationMessages.customFieldNameInvalid,
    ],
  ])('refuses %s', (_, change, message) => {
    expect(importMappingError({ ...valid, ...change }, columns, 'csv')).toBe(message);
  });

  it('lets geographic files be placed by their points alone', () => {
    const byPoints = { ...valid, address: null, latitude: null, longitude: null };
    expect(importMappingError(byPoints, columns, 'kml')).toBeNull();
  });
});

describe('newImportFields', () => {
  it("lists the mapping's fields the map lacks, by normalised key, each once", () => {
    const mapping = {
      ...valid,
      fields: [
        { column: 'Phone', field: 'phone' },
        { column: 'Mobile', field: ' Opening hours ' },
        { column: 'Street', field: 'opening-hours' },
      ],
    };
    expect(newImportFields(mapping, ['Phone'])).toEqual(['Opening hours']);
  });
});
