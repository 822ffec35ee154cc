import { parseNominatimAnswer, UnexpectedGeocoderAnswer } from './parse-nominatim';

describe('parseNominatimAnswer', () => {
  it('reads coordinates from strings and the state, county and country from the address', () => {
    const answer = [
      {
        place_id: 1,
        lat: '51.5033635',
        lon: '-0.1276248',
        display_name: '10 Downing Street, London, England, United Kingdom',
        address: { road: 'Downing Street', city: 'London', state: 'England', country: 'United Kingdom' },
      },
    ];
    expect(parseNominatimAnswer(answer)).toEqual([
      { latitude: 51.5033635, longitude: -0.1276248, region: 'England', country: 'United Kingdom' },
    ]);
  });

  it('takes the county when there is no state, and nothing when there is neither', () => {
    const answer = [
      { lat: '1', lon: '2', address: { county: 'Kent', country: 'United Kingdom' } },
      { lat: 3, lon: 4, address: { country: 'Nauru' } },
      { lat: '5', lon: '6' },
    ];
    expect(parseNominatimAnswer(answer)).toEqual([
      { latitude: 1, longitude: 2, region: 'Kent', country: 'United Kingdom' },
      { latitude: 3, longitude: 4, region: '', country: 'Nauru' },
      { latitude: 5, longitude: 6, region: '', country: '' },
    ]);
  });

  it('skips entries without usable coordinates', () => {
    const answer = [
      { lat: '', lon: '1' },
      { lat: '91', lon: '0' },
      { lat: 'north', lon: '0' },
      { lon: '0' },
      { lat: '1', lon: '1' },
    ];
    expect(parseNominatimAnswer(answer)).toEqual([{ latitude: 1, longitude: 1, region: '', country: '' }]);
  });

  it('caps names at the contract length', () => {
    const [result] = parseNominatimAnswer([{ lat: '0', lon: '0', address: { state: 's'.repeat(300) } }]);
    expect(result?.region).toHaveLength(200);
  });

  it('refuses an answer that is not a list', () => {
    expect(() => parseNominatimAnswer({ error: 'Unable to geocode' })).toThrow(UnexpectedGeocoderAnswer);
  });
});
