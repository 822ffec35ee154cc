import {
  EMPTY_LOCATION_FORM,
  formValuesFromLocation,
  locationRequest,
  validateLocationForm,
} from './location-form-values';

const place = { latitude: 51.5034, longitude: -0.1276, region: 'England', country: 'United Kingdom' };

describe('locationRequest', () => {
  it('trims the name, the address and every custom value and takes the place of the preview', () => {
    const values = {
      name: '  Blue Door ',
      address: ' 10 Downing Street, London  ',
      custom: { Website: ' https://bluedoor.example ', Hours: '\t9-17 ' },
    };
    expect(locationRequest(values, ['Website', 'Hours'], place)).toEqual({
      name: 'Blue Door',
      address: '10 Downing Street, London',
      latitude: 51.5034,
      longitude: -0.1276,
      region: 'England',
      country: 'United Kingdom',
      customData: { Website: 'https://bluedoor.example', Hours: '9-17' },
    });
  });

  it("sends every field of the map, blank when untouched, and nothing that is not the map's", () => {
    const values = { name: 'A', address: 'B', custom: { Gone: 'old value' } };
    expect(locationRequest(values, ['Website'], place).customData).toEqual({ Website: '' });
  });
});

describe('formValuesFromLocation', () => {
  it("fills the map's current fields by name, blank when the location has no value", () => {
    const location = {
      name: 'Park',
      address: 'Paris',
      customData: { Website: 'https://park.example', Removed: 'hidden' },
    };
    expect(formValuesFromLocation(location, ['Website', 'Hours'])).toEqual({
      name: 'Park',
      address: 'Paris',
      custom: { Website: 'https://park.example', Hours: '' },
    });
  });
});

describe('validateLocationForm', () => {
  it('asks for a name and an address', () => {
    expect(validateLocationForm(EMPTY_LOCATION_FORM)).toEqual({
      name: 'Name is required',
      address: 'Address is required',
    });
    expect(validateLocationForm({ name: '  ', address: 'x', custom: {} })).toEqual({
      name: 'Name is required',
    });
  });

  it('accepts a named location with an address', () => {
    expect(validateLocationForm({ name: 'Park', address: 'Paris', custom: {} })).toEqual({});
  });
});
