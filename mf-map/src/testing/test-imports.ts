import type { ImportPreview } from '../features/map/api/create-import';
import type { ImportProgress } from '../features/map/api/get-import';

/** Test answers of the import API: a CSV of 12 rows, 9 ready, 3 skipped. */
export const IMPORT_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

export const csvPreview: ImportPreview = {
  id: IMPORT_ID,
  format: 'csv',
  fileName: 'stalls.csv',
  status: 'pending',
  rows: 12,
  ready: 9,
  toGeocode: 4,
  problems: [
    { row: 3, reason: 'Address not found' },
    { row: 7, reason: 'Latitude must be between -90 and 90' },
    { row: 11, reason: 'No address and no coordinates' },
  ],
  problemCount: 3,
  mapping: {
    name: 'Stall',
    address: 'Street',
    latitude: 'Lat',
    longitude: 'Lng',
    region: null,
    country: null,
    fields: [{ column: 'Website', field: 'Website' }],
  },
  columns: ['Stall', 'Street', 'Lat', 'Lng', 'Website', 'Opening hours'],
  sample: [
    {
      row: 2,
      values: {
        Stall: 'Crêpes Élise',
        Street: 'Rue de Rivoli 1, Paris',
        Lat: '48.86',
        Lng: '2.34',
        Website: 'https://crepes.example',
        'Opening hours': '9-17',
      },
    },
  ],
  fields: ['Website'],
  newFieldsAllowed: 1,
  limitProblem: null,
};

export function progressOf(change: Partial<ImportProgress> = {}): ImportProgress {
  return {
    id: IMPORT_ID,
    status: 'running',
    done: 3,
    total: 9,
    imported: null,
    problems: [],
    problemCount: 0,
    error: null,
    secondsLeft: 40,
    ...change,
  };
}
