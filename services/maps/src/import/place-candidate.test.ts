import { mapImportErrors } from '@groupmap/contracts';
import type { ImportCandidate } from './map-record';
import { placeCandidate, type ImportPlacing } from './place-candidate';

const PARIS = { name: 'Paris', region: 'Île-de-France', country: 'France', latitude: 48.85, longitude: 2.35 };

function placing(found: boolean) {
  const searched: string[] = [];
  const nearestAsked: [number, number][] = [];
  const deps: ImportPlacing = {
    geocoder: {
      search: async (query) => {
        searched.push(query);
        return found
          ? [{ latitude: 51.5, longitude: -0.12, region: 'England', country: 'United Kingdom' }]
          : [];
      },
    },
    nearest: async (latitude, longitude) => {
      nearestAsked.push([latitude, longitude]);
      return PARIS;
    },
  };
  return { deps, searched, nearestAsked };
}

const candidate = (overrides: Partial<ImportCandidate>): ImportCandidate => ({
  name: 'Stop',
  address: '',
  latitude: null,
  longitude: null,
  region: '',
  country: '',
  customData: { 'Opening hours': '9-5' },
  ...overrides,
});

describe('placeCandidate', () => {
  it('keeps coordinates and names a point without an address after its nearest place', async () => {
    const { deps, searched } = placing(true);
    const placed = await placeCandidate(candidate({ latitude: 48.86, longitude: 2.34 }), deps);
    expect(placed).toEqual({
      resolved: {
        name: 'Stop',
        address: 'Paris, Île-de-France, France',
        latitude: 48.86,
        longitude: 2.34,
        region: 'Île-de-France',
        country: 'France',
        customData: { opening_hours: '9-5' },
      },
    });
    expect(searched).toEqual([]);
  });

  it('asks nothing for a point whose address, region and country are all given', async () => {
    const { deps, nearestAsked } = placing(true);
    const given = candidate({ latitude: 1, longitude: 2, address: 'A', region: 'R', country: 'C' });
    expect(await placeCandidate(given, deps)).toMatchObject({
      resolved: { address: 'A', region: 'R', country: 'C' },
    });
    expect(nearestAsked).toEqual([]);
  });

  it("geocodes an address alone, keeping the file's own region", async () => {
    const { deps, searched } = placing(true);
    const placed = await placeCandidate(
      candidate({ address: 'Baker Street', region: 'Greater London' }),
      deps,
    );
    expect(placed).toMatchObject({
      resolved: { latitude: 51.5, longitude: -0.12, region: 'Greater London', country: 'United Kingdom' },
    });
    expect(searched).toEqual(['Baker Street']);
  });

  it('skips an address nothing finds', async () => {
    const { deps } = placing(false);
    expect(await placeCandidate(candidate({ address: 'Nowhere' }), deps)).toEqual({
      problem: mapImportErrors.rowAddressNotFound,
    });
  });
});
