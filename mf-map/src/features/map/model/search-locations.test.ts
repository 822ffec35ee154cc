import { filterLocations, matchesSearch, searchNeedle } from './search-locations';

const cafe = {
  name: 'Blue Door Café',
  address: '10 Downing Street, London',
  customData: { Website: 'https://bluedoor.example', Hours: 'Mon-Fri 9-17' },
};
const park = { name: 'Riverside Park', address: 'Quai de la Loire, Paris', customData: {} };
const library = { name: 'Library', address: 'Main Street', customData: { Notes: 'Near the PARK gate' } };
const all = [cafe, park, library];

describe('filterLocations', () => {
  it('matches the name case-insensitively as a substring', () => {
    expect(filterLocations(all, 'riverSIDE', { includeAddress: false })).toEqual([park]);
    expect(filterLocations(all, 'door caf', { includeAddress: false })).toEqual([cafe]);
  });

  it('matches every custom value', () => {
    expect(filterLocations(all, 'mon-fri', { includeAddress: false })).toEqual([cafe]);
    expect(filterLocations(all, 'park', { includeAddress: false })).toEqual([park, library]);
  });

  it('matches the address only in the list', () => {
    expect(filterLocations(all, 'london', { includeAddress: true })).toEqual([cafe]);
    expect(filterLocations(all, 'london', { includeAddress: false })).toEqual([]);
  });

  it('keeps the server order (newest first)', () => {
    expect(filterLocations(all, 'e', { includeAddress: true })).toEqual([cafe, park, library]);
    expect(filterLocations([library, cafe], 'e', { includeAddress: true })).toEqual([library, cafe]);
  });

  it('returns the very same array for an empty or blank search', () => {
    expect(filterLocations(all, '', { includeAddress: true })).toBe(all);
    expect(filterLocations(all, '   ', { includeAddress: false })).toBe(all);
  });

  it('finds nothing when nothing contains the text', () => {
    expect(filterLocations(all, 'zebra', { includeAddress: true })).toEqual([]);
  });

  it('treats the search text literally, not as a pattern', () => {
    const dotted = { name: 'a.b', address: '', customData: {} };
    expect(filterLocations([dotted, park], '.', { includeAddress: true })).toEqual([dotted]);
    expect(filterLocations([dotted, park], '(', { includeAddress: true })).toEqual([]);
  });
});

describe('matchesSearch', () => {
  it('needs a needle that is already trimmed and lower-cased', () => {
    expect(searchNeedle('  Blue DOOR ')).toBe('blue door');
    expect(matchesSearch(cafe, searchNeedle('  Blue DOOR '), { includeAddress: false })).toBe(true);
  });
});
