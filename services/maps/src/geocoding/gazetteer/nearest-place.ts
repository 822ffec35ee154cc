import { around } from 'geokdbush';
import KDBush from 'kdbush';
import type { GeocodeResult } from '../geocoder';
import type { Gazetteer } from './gazetteer';
import { placeResult } from './place-result';

/** A place found by distance: a geocoding candidate plus the name an address would read. */
export interface NearestPlace extends GeocodeResult {
  /** The place's name as GeoNames writes it ("London", "München"). */
  name: string;
}

/**
 * One spatial index per gazetteer, built on the first lookup (20 to 70 ms and about 3 MB for GeoNames'
 * places) and dropped with its gazetteer. Points go in place order, so kdbush's ids are place indexes.
 */
const indexes = new WeakMap<Gazetteer, KDBush>();

function spatialIndex(gazetteer: Gazetteer): KDBush {
  let index = indexes.get(gazetteer);
  if (index) return index;
  index = new KDBush(gazetteer.size);
  for (let place = 0; place < gazetteer.size; place += 1) {
    index.add(gazetteer.longitude[place] ?? 0, gazetteer.latitude[place] ?? 0);
  }
  index.finish();
  indexes.set(gazetteer, index);
  return index;
}

/**
 * The populated place nearest to the point by great-circle distance (so across the antimeridian
 * too), formatted as a GeocodeResult whose latitude/longitude are the place's; null if the gazetteer
 * is empty. Issue 13, Import: a row with coordinates and no address takes this as its address.
 */
export function nearestPlace(gazetteer: Gazetteer, latitude: number, longitude: number): NearestPlace | null {
  if (gazetteer.size === 0) return null;
  const [place] = around(spatialIndex(gazetteer), longitude, latitude, 1);
  if (place === undefined) return null;
  return { name: gazetteer.name[place] ?? '', ...placeResult(gazetteer, place) };
}
