// The import benchmark's file: a CSV of `rows` locations with coordinates, spread over the inhabited
// world rather than a grid (each row a different point, mixed signs, 5-6 decimals as spreadsheets
// hold them), with quoted addresses containing commas and a Phone column (a new custom field).
/** Inhabited latitude and longitude bands [south, north, west, east] the points fall into. */
const REGIONS = [
  { name: 'Western Europe', country: 'United Kingdom', box: [36, 58, -9, 15] },
  { name: 'North America', country: 'United States', box: [26, 48, -123, -70] },
  { name: 'South America', country: 'Brazil', box: [-33, -3, -70, -36] },
  { name: 'South Asia', country: 'India', box: [8, 30, 69, 88] },
  { name: 'East Asia', country: 'Japan', box: [31, 43, 130, 141] },
  { name: 'Africa', country: 'Kenya', box: [-30, 12, -5, 40] },
  { name: 'Oceania', country: 'Australia', box: [-38, -12, 115, 153] },
] as const;
const STREETS = ['High Street', 'Station Road', 'Church Lane', 'Main Street', 'Park Avenue', 'Mill Road'];

/** A small deterministic generator (mulberry32): every run imports the same file. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/**
 * The CSV text: columns name,address,latitude,longitude,region,country,Phone. With `addresses` false
 * the address cells are empty, so the import gives each row the nearest gazetteer place instead.
 */
export function importCsv(rows: number, addresses: boolean): string {
  const next = random(13);
  const lines = ['name,address,latitude,longitude,region,country,Phone'];
  for (let n = 1; n <= rows; n += 1) {
    const region = REGIONS[Math.floor(next() * REGIONS.length)]!;
    const [south, north, west, east] = region.box;
    const latitude = (south + next() * (north - south)).toFixed(6);
    const longitude = (west + next() * (east - west)).toFixed(5);
    const street = STREETS[n % STREETS.length]!;
    const address = addresses ? `${1 + (n % 240)} ${street}, Town ${n % 700}` : '';
    const phone = `+44 20 7946 ${String(n % 10_000).padStart(4, '0')}`;
    lines.push(
      [`Place ${n}`, address, latitude, longitude, region.name, region.country, phone].map(quote).join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
