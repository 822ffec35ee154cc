// A map of many locations in a running platform's database, for the map benchmarks. Written straight
// into the maps schema (one statement), as an import would leave it: generating 10,000 locations
// through the API would measure the rate limits, not the map.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { readPlatformState } from '@groupmap/scripts';

export interface BigMap {
  id: number;
  permalink: string;
  count: number;
}

/** The platform's database URL, from its data folder's state file. */
export function platformDatabaseUrl(dataDir: string): string {
  const url = readPlatformState(dataDir)?.databaseUrl;
  if (!url) throw new Error(`no running platform recorded in ${dataDir}`);
  return url;
}

/**
 * Creates a map with `count` locations spread over the world (two custom fields each, creation
 * times a second apart) and a business-plan owner that does not need to exist.
 */
export async function createBigMap(databaseUrl: string, count = 10_000): Promise<BigMap> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const permalink = `bench-${randomBytes(4).toString('hex')}`;
    const { rows } = await client.query<{ id: number }>(
      `insert into maps.maps (user_id, name, description, permalink, custom_fields)
       values (2147483000, 'Benchmark map', 'Many locations', $1, '["Phone","Website"]'::jsonb) returning id`,
      [permalink],
    );
    const id = rows[0]!.id;
    // n is a bigint: n * 104729 would overflow int4 on maps of more than 20,000 locations.
    await client.query(
      `insert into maps.locations (map_id, name, address, latitude, longitude, region, country, custom_data, created_at)
       select $1, 'Location ' || n, n || ' High Street, Springfield',
              -60 + (n * 7919 % 12000) / 100.0, -180 + (n * 104729 % 36000) / 100.0,
              'Region ' || (n % 50), 'Country ' || (n % 100),
              jsonb_build_object('phone', '+44 20 7946 ' || lpad((n % 10000)::text, 4, '0'),
                                 'website', 'https://example.org/place/' || n),
              now() - (($2 - n) || ' seconds')::interval
       from generate_series(1::bigint, $2) as n`,
      [id, count],
    );
    await client.query('analyze maps.locations');
    return { id, permalink, count };
  } finally {
    await client.end();
  }
}

/**
 * Moves the map's event sequence on, as any change of its locations would (without changing them):
 * the next list read misses the maps service's cache.
 */
export async function moveMapSequence(databaseUrl: string, mapId: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into maps.outbox_sequences (aggregate_id, last) values ($1, 1)
       on conflict (aggregate_id) do update set last = maps.outbox_sequences.last + 1`,
      [String(mapId)],
    );
  } finally {
    await client.end();
  }
}
