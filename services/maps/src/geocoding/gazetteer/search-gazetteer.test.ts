import { buildGazetteer } from './build-gazetteer';
import type { Gazetteer } from './gazetteer';
import { loadGazetteer } from './load-gazetteer';
import { MAX_GEOCODE_RESULTS, searchGazetteer } from './search-gazetteer';

/** One line of GeoNames' geoname table with the columns the gazetteer reads. */
function geonamesLine(place: {
  name: string;
  alternateNames?: string[];
  latitude: number;
  longitude: number;
  country: string;
  admin1?: string;
  admin2?: string;
  population: number;
  featureCode?: string;
}): string {
  const columns = Array<string>(19).fill('');
  columns[0] = '1';
  columns[1] = place.name;
  columns[2] = place.name;
  columns[3] = (place.alternateNames ?? []).join(',');
  columns[4] = String(place.latitude);
  columns[5] = String(place.longitude);
  columns[6] = 'P';
  columns[7] = place.featureCode ?? 'PPL';
  columns[8] = place.country;
  columns[10] = place.admin1 ?? '';
  columns[11] = place.admin2 ?? '';
  columns[14] = String(place.population);
  return columns.join('\t');
}

describe('the gazetteer on the shipped GeoNames data', () => {
  let gazetteer: Gazetteer;

  beforeAll(async () => {
    gazetteer = await loadGazetteer();
  }, 30_000);

  it('resolves a street address in London to the city, with its region and country names', () => {
    const [best] = searchGazetteer(gazetteer, '10 Downing Street, London');
    expect(best).toEqual({
      latitude: expect.closeTo(51.51, 1) as number,
      longitude: expect.closeTo(-0.13, 1) as number,
      region: 'England',
      country: 'United Kingdom',
    });
  });

  it('answers up to five candidates, the most populous first', () => {
    const results = searchGazetteer(gazetteer, 'London');
    expect(results).toHaveLength(MAX_GEOCODE_RESULTS);
    expect(results[0]).toMatchObject({ country: 'United Kingdom' });
    expect(results[1]).toMatchObject({ region: 'Ontario', country: 'Canada' });
  });

  it('lets a later part naming a state or a country choose between places of one name', () => {
    expect(searchGazetteer(gazetteer, 'Paris, Texas')[0]).toMatchObject({
      region: 'Texas',
      country: 'United States',
    });
    expect(searchGazetteer(gazetteer, 'Paris, France')[0]).toMatchObject({ country: 'France' });
    expect(searchGazetteer(gazetteer, 'London, Ontario')[0]).toMatchObject({ country: 'Canada' });
    expect(searchGazetteer(gazetteer, 'Springfield, IL')[0]).toMatchObject({ region: 'Illinois' });
  });

  it('finds places by alternate names, whatever the case and diacritics', () => {
    expect(searchGazetteer(gazetteer, 'MÜNCHEN, Deutschland')[0]).toMatchObject({
      region: 'Bavaria',
      country: 'Germany',
    });
    expect(searchGazetteer(gazetteer, 'Munchen')[0]).toMatchObject({ country: 'Germany' });
    expect(searchGazetteer(gazetteer, 'Москва')[0]).toMatchObject({ country: 'Russia' });
    expect(searchGazetteer(gazetteer, 'lodz')[0]).toMatchObject({ country: 'Poland' });
  });

  it('finds nothing for gibberish or an address without a place name', () => {
    expect(searchGazetteer(gazetteer, 'qxzvbn wprtk, zzqqxx')).toEqual([]);
    expect(searchGazetteer(gazetteer, '10 Downing Street')).toEqual([]);
  });
});

describe('the gazetteer on a small table', () => {
  const countries = [
    { code: 'GB', name: 'United Kingdom', otherNames: ['UK'] },
    { code: 'US', name: 'United States', otherNames: ['USA'] },
  ];

  async function gazetteerOf(lines: string[]) {
    return buildGazetteer({
      places: Buffer.from(lines.join('\n') + '\n'),
      admin1: [
        { code: 'GB.ENG', name: 'England' },
        { code: 'US.VT', name: 'Vermont' },
      ],
      admin2: [
        { code: 'GB.ENG.K2', name: 'Kent' },
        { code: 'US.XX.001', name: 'Some County' },
      ],
      countries,
    });
  }

  it('names the state as the region, else the county, else nothing', async () => {
    const gazetteer = await gazetteerOf([
      geonamesLine({
        name: 'Alpha',
        latitude: 51,
        longitude: 0,
        country: 'GB',
        admin1: 'ENG',
        admin2: 'K2',
        population: 10,
      }),
      geonamesLine({
        name: 'Beta',
        latitude: 40,
        longitude: -70,
        country: 'US',
        admin1: 'XX',
        admin2: '001',
        population: 10,
      }),
      geonamesLine({
        name: 'Gamma',
        latitude: 41,
        longitude: -71,
        country: 'US',
        admin1: 'YY',
        population: 10,
      }),
    ]);
    expect(searchGazetteer(gazetteer, 'Alpha')).toEqual([
      { latitude: 51, longitude: 0, region: 'England', country: 'United Kingdom' },
    ]);
    expect(searchGazetteer(gazetteer, 'Beta')[0]).toMatchObject({
      region: 'Some County',
      country: 'United States',
    });
    expect(searchGazetteer(gazetteer, 'Gamma')[0]).toMatchObject({ region: '', country: 'United States' });
  });

  it('favours the place in the country a later part names over a more populous one elsewhere', async () => {
    const gazetteer = await gazetteerOf([
      geonamesLine({
        name: 'Delta',
        latitude: 51,
        longitude: 0,
        country: 'GB',
        admin1: 'ENG',
        population: 90_000,
      }),
      geonamesLine({
        name: 'Delta',
        latitude: 44,
        longitude: -72,
        country: 'US',
        admin1: 'VT',
        population: 2_000,
      }),
    ]);
    expect(searchGazetteer(gazetteer, 'Delta')[0]).toMatchObject({ country: 'United Kingdom' });
    expect(searchGazetteer(gazetteer, 'Delta, USA')[0]).toMatchObject({ country: 'United States' });
    expect(searchGazetteer(gazetteer, 'Delta, VT')[0]).toMatchObject({ region: 'Vermont' });
    expect(searchGazetteer(gazetteer, 'Delta, Vermont, United States')).toHaveLength(2);
  });

  it('matches alternate names and leaves out places that no longer exist', async () => {
    const gazetteer = await gazetteerOf([
      geonamesLine({
        name: 'Epsilon',
        alternateNames: ['Épsilon-sur-Mer'],
        latitude: 1,
        longitude: 2,
        country: 'GB',
        population: 5,
      }),
      geonamesLine({
        name: 'Zeta',
        latitude: 3,
        longitude: 4,
        country: 'GB',
        population: 5,
        featureCode: 'PPLH',
      }),
    ]);
    expect(searchGazetteer(gazetteer, 'epsilon sur mer')).toHaveLength(1);
    expect(searchGazetteer(gazetteer, 'Zeta')).toEqual([]);
  });
});
