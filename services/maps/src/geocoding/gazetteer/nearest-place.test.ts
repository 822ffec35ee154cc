import { distance } from 'geokdbush';
import type { Gazetteer } from './gazetteer';
import { loadGazetteer } from './load-gazetteer';
import { nearestPlace } from './nearest-place';
import { packNames } from './packed-names';

/** The place nearest to the point by scanning every place: what the index must agree with. */
function nearestByScan(gazetteer: Gazetteer, latitude: number, longitude: number): number {
  let nearest = -1;
  let nearestKm = Infinity;
  for (let place = 0; place < gazetteer.size; place += 1) {
    const km = distance(longitude, latitude, gazetteer.longitude[place] ?? 0, gazetteer.latitude[place] ?? 0);
    if (km < nearestKm) [nearest, nearestKm] = [place, km];
  }
  return nearest;
}

describe('the nearest place on the shipped GeoNames data', () => {
  let gazetteer: Gazetteer;

  beforeAll(async () => {
    gazetteer = await loadGazetteer();
  }, 30_000);

  it('names the city a point lies in, with the city’s own coordinates, region and country', () => {
    expect(nearestPlace(gazetteer, 51.5074, -0.1278)).toEqual({
      name: 'London',
      latitude: expect.closeTo(51.5085, 3) as number,
      longitude: expect.closeTo(-0.1257, 3) as number,
      region: 'England',
      country: 'United Kingdom',
    });
    expect(nearestPlace(gazetteer, 48.8566, 2.3522)).toMatchObject({
      name: 'Paris',
      region: 'Île-de-France',
      country: 'France',
    });
    expect(nearestPlace(gazetteer, -33.8688, 151.2093)).toMatchObject({
      name: 'Sydney',
      region: 'New South Wales',
      country: 'Australia',
    });
  });

  it('gives a point at sea the nearest place on the coast', () => {
    expect(nearestPlace(gazetteer, 50, -6)).toMatchObject({
      name: 'Isles of Scilly',
      country: 'United Kingdom',
    });
    for (const [latitude, longitude] of [
      [0, -30],
      [-45, -20],
      [30, -150],
    ] as const) {
      const place = nearestByScan(gazetteer, latitude, longitude);
      expect(nearestPlace(gazetteer, latitude, longitude)).toMatchObject({
        name: gazetteer.name[place],
        latitude: gazetteer.latitude[place],
        longitude: gazetteer.longitude[place],
      });
    }
  });

  it('finds the same Fijian place from either side of the antimeridian', () => {
    const east = nearestPlace(gazetteer, -16.8, 179.99);
    const west = nearestPlace(gazetteer, -16.8, -179.99);
    expect(east).toMatchObject({ country: 'Fiji' });
    expect(west).toEqual(east);
    const place = nearestByScan(gazetteer, -16.8, -179.99);
    expect(west).toMatchObject({ name: gazetteer.name[place], longitude: gazetteer.longitude[place] });
  });
});

describe('the nearest place on a small table', () => {
  /** A gazetteer of the given places, all in one country with no divisions. */
  function gazetteerOf(places: { name: string; latitude: number; longitude: number }[]): Gazetteer {
    return {
      size: places.length,
      name: places.map(({ name }) => name),
      latitude: Float64Array.from(places, ({ latitude }) => latitude),
      longitude: Float64Array.from(places, ({ longitude }) => longitude),
      population: new Float64Array(places.length),
      country: new Uint16Array(places.length),
      admin1: new Int32Array(places.length).fill(-1),
      admin2: new Int32Array(places.length).fill(-1),
      countries: [{ code: 'FJ', name: 'Fiji' }],
      admin1Names: [],
      admin2Names: [],
      placeNames: packNames(new Map()),
      areasByName: new Map(),
    };
  }

  it('answers nothing when the gazetteer has no places', () => {
    expect(nearestPlace(gazetteerOf([]), 0, 0)).toBeNull();
  });

  it('reaches across the antimeridian for a place that is nearer there', () => {
    const gazetteer = gazetteerOf([
      { name: 'Same Side', latitude: 0, longitude: 179 },
      { name: 'Across', latitude: 0, longitude: -179.8 },
    ]);
    expect(nearestPlace(gazetteer, 0, 179.95)).toEqual({
      name: 'Across',
      latitude: 0,
      longitude: -179.8,
      region: '',
      country: 'Fiji',
    });
  });

  it('measures great-circle distance, not degrees, near the pole', () => {
    // From 85°N 0°E, 80°N 90°E is 11° of arc away, 70°N 0°E is 15°, though further in degrees.
    const gazetteer = gazetteerOf([
      { name: 'Down The Meridian', latitude: 70, longitude: 0 },
      { name: 'Round The Pole', latitude: 80, longitude: 90 },
    ]);
    expect(nearestPlace(gazetteer, 85, 0)).toMatchObject({ name: 'Round The Pole' });
  });
});
