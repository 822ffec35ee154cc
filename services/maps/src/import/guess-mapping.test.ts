import { guessMapping } from './guess-mapping';

describe('guessMapping', () => {
  it("recognises our export's columns and puts the rest in new fields within the allowance", () => {
    const columns = [
      'name',
      'address',
      'latitude',
      'longitude',
      'region',
      'country',
      'createdAt',
      'Phone',
      'Door code',
    ];
    expect(guessMapping(columns, 'csv', [], 1)).toEqual({
      name: 'name',
      address: 'address',
      latitude: 'latitude',
      longitude: 'longitude',
      region: 'region',
      country: 'country',
      // createdAt describes the file; Door code is past the plan's one new field.
      fields: [{ column: 'Phone', field: 'Phone' }],
    });
  });

  it("matches spreadsheet names by normalised key and the map's own fields whatever the allowance", () => {
    const mapping = guessMapping(
      ['Title', 'LAT', 'Lng', 'State', 'opening-hours'],
      'csv',
      ['Opening hours'],
      0,
    );
    expect(mapping).toMatchObject({ name: 'Title', latitude: 'LAT', longitude: 'Lng', region: 'State' });
    expect(mapping.fields).toEqual([{ column: 'opening-hours', field: 'Opening hours' }]);
  });

  it('drops a lone coordinate column: both or neither', () => {
    expect(guessMapping(['name', 'lat', 'town'], 'csv', [], 5)).toMatchObject({
      latitude: null,
      longitude: null,
    });
  });

  it('takes coordinates from the points of geographic files, and desc as the address of GPX', () => {
    const mapping = guessMapping(['name', 'desc', 'time', 'ele', 'lat'], 'gpx', [], 5);
    expect(mapping).toMatchObject({ name: 'name', address: 'desc', latitude: null, longitude: null });
    expect(mapping.fields).toEqual([{ column: 'lat', field: 'lat' }]);
  });

  it('maps the export\'s "<name> (custom field)" back to the field, and skips names too long for a field', () => {
    const long = 'x'.repeat(51);
    const mapping = guessMapping(['name', 'address', 'Region (custom field)', long], 'csv', [], 5);
    expect(mapping.fields).toEqual([{ column: 'Region (custom field)', field: 'Region' }]);
  });
});
